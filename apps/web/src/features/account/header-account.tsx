'use client';

import { useTranslations } from 'next-intl';
import { useHydrated } from '@/platform/query/use-hydrated';
import { useSiteConfig } from '@/platform/site/site-provider';
import { openAuthModal, isVisitorSession, useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';
import { Button } from '@/ui';
import { onDemand, useOnDemand } from '@/ui/load-on-demand';
import { useBalanceUpdates } from './use-balance-updates';
import { useLocaleSync } from './use-locale-sync';
import styles from './account.module.css';

// NOTE: a visitor's page never draws the account menu (the balance, the accounts, sign-out), so it is fetched
// once a player is signed in, not with every page (issue 25, first load); the placeholder keeps its place.
export const accountMenuCode = onDemand(() => import('./account-menu'));

function signedInPlayer(session: SessionState) {
  return session.status === 'logged_in' ? session.player : null;
}

/**
 * The header's player area: sign-in and sign-up for visitors (when the site allows them), the balance and the
 * account menu for players, a quiet placeholder while the session is being found out.
 */
export function HeaderAccount() {
  const t = useTranslations('account');
  const config = useSiteConfig();
  // NOTE: the slices it draws, so unknown -> pending changes nothing here (issue 25, Lighthouse TBT).
  const player = useSessionSelector(signedInPlayer);
  const visitor = useSessionSelector(isVisitorSession);
  useBalanceUpdates();
  useLocaleSync();

  const menu = useOnDemand(accountMenuCode, player !== null);
  const hydrated = useHydrated();

  if (player && menu) return <menu.AccountMenu player={player} balanceHidden={config.balance_hidden} />;
  // NOTE: the server's HTML keeps the placeholder even for a visitor it knows (decision 0048): the buttons are
  // wider than it, and before the header's islands bring their styles an Arabic phone's header wrapped to two
  // rows with them and closed up again once styled, a layout shift of the whole page.
  if (!visitor || !hydrated) return <span className={styles.placeholder} aria-busy="true" />;
  return (
    <div className={styles.root}>
      {config.sign_in_allowed ? (
        <Button size="sm" variant="secondary" onClick={() => openAuthModal('signIn')}>
          {t('signIn')}
        </Button>
      ) : null}
      {config.sign_up_allowed ? (
        <Button size="sm" className={styles.signUp} onClick={() => openAuthModal('signUp')}>
          {t('signUp')}
        </Button>
      ) : null}
    </div>
  );
}
