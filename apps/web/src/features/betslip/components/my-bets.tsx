'use client';

import { routes } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { requireSignIn, useSession } from '@/platform/session';
import { Button } from '@/ui';
import { MY_BETS_QUERY_KEY } from '../place/my-bets-key';
import styles from './betslip.module.css';

/** Statuses of bets still waiting for their result. */
const OPEN_STATUSES = ['submitted', 'waiting_results', 'ready_to_process', 'cashout_in_progress'] as const;

/** The MY_BETS tab, short form: the player's open bets (GET /bets, first page); visitors are asked to sign in. */
export function MyBets() {
  const t = useTranslations('betslip.myBets');
  const locale = useLocale();
  const session = useSession();
  const context = useApiContext();
  const loggedIn = session.status === 'logged_in';
  const { data, isPending, isError } = useQuery({
    queryKey: [...MY_BETS_QUERY_KEY, session.player?.profile.id ?? null],
    queryFn: ({ signal }) =>
      apiRequest(
        routes.bets.getBets,
        { query: { status: [...OPEN_STATUSES], page: 1, limit: 500 } },
        {
          ...context,
          signal,
        },
      ),
    enabled: loggedIn,
  });

  if (!loggedIn)
    return (
      <div className={styles.empty}>
        <p>{t('signIn')}</p>
        <Button onClick={requireSignIn}>{t('signIn')}</Button>
      </div>
    );
  if (isPending) return <p className={styles.empty}>{t('loading')}</p>;
  if (isError) return <p className={styles.error}>{t('error')}</p>;
  const bets = data.data.filter((bet) => !(bet.is_vip && bet.status === 'rejected'));
  if (bets.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <ul className={styles.bets} aria-label={t('open')}>
      {bets.map((bet) => (
        <li key={bet.id} className={styles.bet} data-testid="my-bet">
          <span className={styles.muted}>#{bet.ref}</span>
          {bet.selections.map((selection) => (
            <span key={selection.id}>
              {selection.outcome.name} · {selection.match.name}
            </span>
          ))}
          <span>{formatMoney(bet.stake.value, bet.stake.subunits, bet.stake.currency, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
