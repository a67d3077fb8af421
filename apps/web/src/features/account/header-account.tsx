'use client';

import { useTranslations } from 'next-intl';
import { useSiteConfig } from '@/platform/site/site-provider';
import { openAuthModal, useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';
import { Button } from '@/ui';
import { AccountMenu } from './account-menu';
import { useBalanceUpdates } from './use-balance-updates';
import { useLocaleSync } from './use-locale-sync';
import styles from './account.module.css';

function signedInPlayer(session: SessionState) {
  return session.status === 'logged_in' ? session.player : null;
}

function isVisitor(session: SessionState): boolean {
  return session.status === 'not_logged_in';
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
  const visitor = useSessionSelector(isVisitor);
  useBalanceUpdates();
  useLocaleSync();

  if (player) return <AccountMenu player={player} balanceHidden={config.balance_hidden} />;
  if (!visitor) return <span className={styles.placeholder} aria-busy="true" />;
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
