'use client';

import { isLiveStatus } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { LiveClock, useMatch } from '@/features/events';
import { useLiveMarkets } from '@/features/odds';
import styles from './my-bets.module.css';

/**
 * The score and running clock of a bet's match while it is live, kept current from the match's channel (the
 * same cached match the match page patches); nothing before kick-off or after the end.
 */
export function LiveMatchScore({ matchId }: { matchId: number }) {
  const t = useTranslations('betslip.myBets');
  const { data: match } = useMatch(matchId);
  useLiveMarkets(matchId);
  if (!match || !isLiveStatus(match.status)) return null;
  const { total_score: score, clock } = match.statistics;
  return (
    <span className={styles.live} data-testid="my-bet-live">
      <span className={styles.liveMark}>{t('live')}</span>
      {score ? (
        <span>
          {score.home}:{score.away}
        </span>
      ) : null}
      {clock ? <LiveClock clock={clock} /> : null}
    </span>
  );
}
