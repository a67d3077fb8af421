'use client';

import { displayName } from '@sportsbook/contract/refs';
import { useLocale, useTranslations } from 'next-intl';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { activeAccount, openAuthModal, signOut } from '@/platform/session';
import type { PlayerState } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import {
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuRadioItem,
  MenuRoot,
  MenuTrigger,
  useToast,
} from '@/ui';
import { formatMoney } from './format-money';
import { playerStatusGroup } from './player-facts';
import { switchAccount } from './switch-account';
import styles from './account.module.css';

/**
 * The signed-in player's corner of the header: the active balance (unless the site hides it) and a menu with
 * the display name, status group, comp points, the accounts to switch between and sign-out (SPEC §3, §4).
 */
export function AccountMenu({ player, balanceHidden }: { player: PlayerState; balanceHidden: boolean }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const context = useApiContext();
  const toast = useToast();
  const tLimits = useTranslations('limits');
  const responsibleGambling = useFeatureFlag('responsible_gambling');
  const account = activeAccount(player);
  const name = displayName(player.profile);
  const group = playerStatusGroup(player);
  const showBalance = !balanceHidden && account !== null;

  async function onSwitch(currency: string) {
    try {
      await switchAccount(context, currency);
    } catch (error) {
      reportError({ source: 'account.switch', error, context: { currency } });
      toast.show({ type: 'error', title: t('switchFailed') });
    }
  }

  return (
    <MenuRoot>
      {/* NOTE: named by what it shows (balance, name) and then "Account menu", not by an aria-label that
          leaves the visible text out: a speech-input user says what they see (WCAG 2.5.3). */}
      <MenuTrigger className={styles.trigger} data-with-balance={showBalance ? 'true' : undefined}>
        {showBalance ? (
          <span className={styles.balance} data-testid="header-balance" title={t('balance')}>
            {formatMoney(account.balance, account.subunits, account.currency, locale)}
          </span>
        ) : null}
        <span className={styles.avatar} aria-hidden="true">
          {(name || '?').slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span> <span className="visually-hidden">{t('menu')}</span>
      </MenuTrigger>
      <MenuContent align="end" className={styles.menu}>
        <MenuLabel className={styles.menuName}>{name}</MenuLabel>
        {group ? (
          <MenuLabel className={styles.fact}>
            <span>{t('statusGroup')}</span>
            <span>{group.name}</span>
          </MenuLabel>
        ) : null}
        <MenuLabel className={styles.fact}>
          <span>{t('compPoints')}</span>
          <span>{new Intl.NumberFormat(locale).format(player.compPoints)}</span>
        </MenuLabel>
        <MenuLabel className={styles.menuHeading}>{t('accounts')}</MenuLabel>
        <MenuRadioGroup
          value={player.profile.currency}
          onValueChange={(currency) => void onSwitch(currency)}
          aria-label={t('accounts')}
        >
          {player.accounts.map((item) => (
            <MenuRadioItem key={item.currency} value={item.currency} className={styles.accountOption}>
              <span>{item.currency}</span>
              <span>{formatMoney(item.balance, item.subunits, item.currency, locale)}</span>
            </MenuRadioItem>
          ))}
        </MenuRadioGroup>
        <MenuItem className={styles.menuAction} onSelect={() => openAuthModal('phoneVerification')}>
          {t('verifyPhone')}
        </MenuItem>
        {responsibleGambling ? (
          <MenuItem asChild className={styles.menuAction}>
            <LocalizedLink href="/limits">{tLimits('menuLink')}</LocalizedLink>
          </MenuItem>
        ) : null}
        <MenuItem className={styles.menuAction} onSelect={() => void signOut(context)}>
          {t('signOut')}
        </MenuItem>
      </MenuContent>
    </MenuRoot>
  );
}
