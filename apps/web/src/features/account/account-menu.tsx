'use client';

import { displayName } from '@sportsbook/contract/refs';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { activeAccount, openAuthModal, signOut } from '@/platform/session';
import type { PlayerState } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { useToast } from '@/ui';
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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const account = activeAccount(player);
  const name = displayName(player.profile);
  const group = playerStatusGroup(player);
  const showBalance = !balanceHidden && account !== null;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  async function onSwitch(currency: string) {
    setOpen(false);
    try {
      await switchAccount(context, currency);
    } catch (error) {
      reportError({ source: 'account.switch', error, context: { currency } });
      toast.show({ type: 'error', title: t('switchFailed') });
    }
  }

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('menu')}
        data-with-balance={showBalance ? 'true' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {showBalance ? (
          <span className={styles.balance} data-testid="header-balance" title={t('balance')}>
            {formatMoney(account.balance, account.subunits, account.currency, locale)}
          </span>
        ) : null}
        <span className={styles.avatar} aria-hidden="true">
          {(name || '?').slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>{name}</span>
      </button>
      {open ? (
        <div id={menuId} className={styles.menu}>
          <p className={styles.menuName}>{name}</p>
          <dl className={styles.facts}>
            {group ? (
              <>
                <dt>{t('statusGroup')}</dt>
                <dd>{group.name}</dd>
              </>
            ) : null}
            <dt>{t('compPoints')}</dt>
            <dd>{new Intl.NumberFormat(locale).format(player.compPoints)}</dd>
          </dl>
          <p className={styles.menuHeading}>{t('accounts')}</p>
          <ul className={styles.accounts}>
            {player.accounts.map((item) => (
              <li key={item.currency}>
                <button
                  type="button"
                  className={styles.accountOption}
                  aria-pressed={item.currency === player.profile.currency}
                  onClick={() => void onSwitch(item.currency)}
                >
                  <span>{item.currency}</span>
                  <span>{formatMoney(item.balance, item.subunits, item.currency, locale)}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.menuAction}
            onClick={() => {
              setOpen(false);
              openAuthModal('phoneVerification');
            }}
          >
            {t('verifyPhone')}
          </button>
          {responsibleGambling && (
            <LocalizedLink href="/limits" className={styles.menuAction} onClick={() => setOpen(false)}>
              {tLimits('menuLink')}
            </LocalizedLink>
          )}
          <button
            type="button"
            className={styles.menuAction}
            onClick={() => {
              setOpen(false);
              void signOut(context);
            }}
          >
            {t('signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
