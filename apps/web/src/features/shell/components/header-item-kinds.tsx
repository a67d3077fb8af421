'use client';

import type { HeaderItem as HeaderItemConfig } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useParams } from 'next/navigation';
import { HeaderAccount } from '@/features/account';
import { BonusHeaderItem } from '@/features/bonus-alerts';
import { ChatButton, ChatIcon } from '@/features/chat';
import { DepositButton } from '@/features/deposit';
import { JackpotCard } from '@/features/jackpots';
import { SportListLinks } from '@/features/catalogue';
import { NotificationsButton } from '@/features/notifications';
import { OddsTypeSelect } from '@/features/odds';
import { SearchButton } from '@/features/search';
import { HeaderSessionTimer } from '@/features/limits';
import { headerItemsSwitched } from '@/platform/navigation/section-switches';
import { useSectionSwitches } from '@/platform/session';
import { MenuItem } from '@/ui';
import { HeaderLink, useHeaderLabel, useIsActiveHref } from './header-link';
import { HeaderMenu } from './header-menu';
import { LanguageSwitcher } from './language-switcher';
import iconStyles from '@/ui/icon-button.module.css';
import styles from './header.module.css';

function Submenu({ item }: { item: Extract<HeaderItemConfig, { type: 'submenu' }> }) {
  const label = useHeaderLabel();
  const isActive = useIsActiveHref();
  // NOTE: the entries leading into a switched-off section go; a submenu left with none goes too.
  const [shown] = headerItemsSwitched([item], useSectionSwitches());
  if (shown?.type !== 'submenu') return null;
  return (
    <HeaderMenu label={label(item.label)} active={shown.items.some((entry) => isActive(entry.href))}>
      {shown.items.map((entry) => (
        <MenuItem key={entry.href} asChild>
          <HeaderLink {...entry} className={styles.menuLink} />
        </MenuItem>
      ))}
    </HeaderMenu>
  );
}

function SportList() {
  const t = useTranslations('sections');
  const params = useParams<{ sport?: string }>();
  return (
    <HeaderMenu label={t('sports')} active={Boolean(params.sport)}>
      <SportListLinks linkClassName={styles.menuLink} />
    </HeaderMenu>
  );
}

// NOTE: wrapped in this island rather than imported by the server-drawn header: the header may only take
// the limits feature through its index, and a server component that imports an index makes every client
// component the index names part of the page's JavaScript (the (main) layout's note).
/** The session timer of the responsible-gambling rules, where the jurisdiction asks for one (SPEC §2.7). */
export function HeaderTimer({ placement }: { placement: 'actions' | 'brand' }) {
  return <HeaderSessionTimer placement={placement} />;
}

/**
 * One configured header item (SPEC §2.7) drawn by type, inside the island the server's frame places (decision
 * 0042) and whose code arrives after the first paint (`header-item.tsx`, decision 0043); the brand's logo is the
 * frame's own. Side menu, events filter and platform switcher arrive with the features they open and draw
 * nothing until then.
 */
export function HeaderItem({ item }: { item: HeaderItemConfig }) {
  switch (item.type) {
    case 'menu_item':
      return <HeaderLink href={item.href} label={item.label} icon={item.icon} className={styles.section} />;
    case 'submenu':
      return <Submenu item={item} />;
    case 'sport_list':
      return <SportList />;
    case 'button':
      return (
        <HeaderLink
          href={item.href}
          label={item.label}
          className={item.variant === 'primary' ? styles.primaryButton : styles.secondaryButton}
        />
      );
    case 'search':
      return <SearchButton />;
    case 'language':
      return <LanguageSwitcher />;
    case 'odds':
      return <OddsTypeSelect className={styles.odds} />;
    case 'notifications':
      return <NotificationsButton />;
    case 'chat_toggle':
      return (
        <ChatButton
          className={iconStyles.iconButton}
          badgeClassName={iconStyles.countBadge}
          icon={<ChatIcon />}
          testId="chat-toggle"
        />
      );
    case 'bonus':
      return <BonusHeaderItem />;
    case 'jackpot_card':
      return <JackpotCard />;
    case 'profile':
      return (
        <>
          <DepositButton className={styles.deposit} />
          <HeaderAccount />
        </>
      );
    default:
      return null;
  }
}
