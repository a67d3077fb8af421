'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { BetslipTabButton } from '@/features/betslip';
import { ChatButton, ChatIcon } from '@/features/chat';
import { Modal } from '@/ui';
import { earlyTap } from '@/platform/early-taps/early-tap';
import { Icon } from '@/platform/icons/icon';
import { useCounters } from '../api/get-counters';
import { SportsMenu } from './sports-menu';
import styles from './mobile-tab-bar.module.css';

/**
 * The phone navigation (below 780 px): home, live with its count, the sports menu in a sheet and the bet slip
 * with its selection count, and the chat (SPEC §2.4's `chat` tab key) when the site has one (search stays in the
 * header, where it is on every width).
 */
export function MobileTabBar() {
  const t = useTranslations('tabBar');
  const chat = useTranslations('chat');
  const pathname = usePathname();
  const [sportsOpen, setSportsOpen] = useState(false);
  const { data: counters } = useCounters();
  const liveCount = counters?.live ?? 0;
  return (
    <>
      <nav aria-label={t('label')} className={styles.bar}>
        <LocalizedLink href="/" className={styles.tab} activeWhen={(href) => pathname === href}>
          <Icon symbol="icon-home" size={22} />
          {t('home')}
        </LocalizedLink>
        <LocalizedLink href="/live" className={styles.tab} activeWhen={(href) => pathname.startsWith(href)}>
          <Icon symbol="icon-live" size={22} />
          {t('live')}
          {liveCount > 0 ? (
            <span className={styles.badge} aria-label={t('liveCount', { count: liveCount })}>
              {liveCount}
            </span>
          ) : null}
        </LocalizedLink>
        <button
          type="button"
          className={styles.tab}
          aria-haspopup="dialog"
          aria-expanded={sportsOpen}
          onClick={() => setSportsOpen(true)}
          // NOTE: the tab bar hydrates when its chunk arrives (decision 0043); a tap before is kept and replayed.
          {...earlyTap('tab-bar-sports')}
        >
          <Icon symbol="icon-trophy" size={22} />
          {t('sports')}
        </button>
        <BetslipTabButton className={styles.tab} icon={<Icon symbol="icon-ticket" size={22} />} />
        <ChatButton
          className={styles.tab}
          badgeClassName={styles.badge}
          icon={<ChatIcon size={22} />}
          label={chat('tab')}
          testId="chat-tab"
        />
      </nav>
      <Modal open={sportsOpen} onClose={() => setSportsOpen(false)} title={t('sports')} size="fullscreen">
        <SportsMenu onNavigate={() => setSportsOpen(false)} />
      </Modal>
    </>
  );
}
