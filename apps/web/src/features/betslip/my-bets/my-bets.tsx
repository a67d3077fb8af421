'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { requireSignIn, useSession } from '@/platform/session';
import { Button } from '@/ui';
import { setFocusedBet, useFocusedBet } from '../store/bet-focus-store';
import { DEFAULT_MY_BETS_FILTERS } from './bet-filters';
import type { MyBetsFilters } from './bet-filters';
import { visibleBets } from './bets-cache';
import { MyBetCard } from './my-bet-card';
import { MyBetsFilterBar } from './my-bets-filters';
import { useMyBets } from './use-my-bets';
import { useMyBetsUpdates } from './use-my-bets-updates';
import styles from './my-bets.module.css';

const SKELETON_CARDS = 3;

function emptyKey(filters: MyBetsFilters) {
  if (filters.result !== 'all') return 'empty.filtered';
  return `empty.${filters.bet}` as const;
}

/**
 * The MY_BETS tab (SPEC §2.4, issue 6 "My Bets"): the player's bets under the bet and result filters, page by
 * page, kept live from the private channel, each with its cashout; visitors are asked to sign in.
 */
export function MyBets() {
  const t = useTranslations('betslip.myBets');
  const session = useSession();
  const [filters, setFilters] = useState<MyBetsFilters>(DEFAULT_MY_BETS_FILTERS);
  const focusedBetId = useFocusedBet();
  // A deep link to a bet lists every bet, so a settled one is there too.
  useEffect(() => {
    if (focusedBetId !== null) setFilters({ bet: 'all', result: 'all' });
  }, [focusedBetId]);
  // NOTE: the focus ends when the player leaves My Bets, so opening it again starts at the open bets.
  useEffect(() => () => setFocusedBet(null), []);
  useMyBetsUpdates();
  const query = useMyBets(filters);

  if (session.status !== 'logged_in')
    return (
      <div className={styles.signIn}>
        <p>{t('signIn')}</p>
        <Button onClick={requireSignIn}>{t('signInAction')}</Button>
      </div>
    );

  let body;
  if (query.isPending)
    body = (
      <div className={styles.skeletons} role="status" aria-label={t('loading')}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  else if (query.isError)
    body = (
      <div className={styles.state} role="alert">
        <p>{t('error')}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  else {
    const bets = visibleBets(query.data.pages.flatMap((page) => page.data));
    body =
      bets.length === 0 ? (
        <p className={styles.state}>{t(emptyKey(filters))}</p>
      ) : (
        <>
          <ul className={styles.list} aria-label={t('list')}>
            {bets.map((bet) => (
              <li key={bet.id}>
                <MyBetCard bet={bet} focused={bet.id === focusedBetId} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="ghost"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('showMore')}
            </Button>
          ) : null}
        </>
      );
  }
  return (
    <section className={styles.myBets} aria-busy={query.isFetching || undefined}>
      <MyBetsFilterBar
        filters={filters}
        onChange={(next) => {
          setFocusedBet(null);
          setFilters(next);
        }}
      />
      {body}
    </section>
  );
}
