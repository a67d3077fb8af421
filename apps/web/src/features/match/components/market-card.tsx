'use client';

import type { Match } from '@sportsbook/contract';
import { isStatusSuspended } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { SlipOddsButton } from '@/features/betslip';
import type { MarketLines } from './group-markets';
import styles from './market-card.module.css';

/**
 * One market of a match: its name, then a row per line with the line's outcomes as odds buttons. A suspended
 * line stays on screen, its buttons locked, so the player sees it is coming back.
 */
export function MarketCard({
  matchId,
  market,
  match,
}: {
  matchId: number;
  market: MarketLines;
  /** The match, for the bet slip; without it the odds are shown but not selectable. */
  match?: Match;
}) {
  const t = useTranslations('match');
  const suspended = market.lines.every((line) => isStatusSuspended(line.status));
  const columns = Math.min(3, Math.max(...market.lines.map((line) => line.outcomes.length)));
  return (
    <section className={styles.card} aria-label={market.name} data-suspended={suspended || undefined}>
      <h2 className={styles.title}>
        {market.name}
        {suspended ? <span className={styles.lock}>{t('suspended')}</span> : null}
      </h2>
      <div className={styles.lines}>
        {market.lines.map((line) => (
          <div
            key={line.specifier || 'line'}
            className={styles.line}
            style={{ ['--columns' as string]: columns }}
            data-testid="market-line"
            data-suspended={isStatusSuspended(line.status) || undefined}
          >
            {line.outcomes.map((outcome) => (
              <SlipOddsButton
                key={outcome.id}
                match={match}
                matchId={matchId}
                market={line}
                outcome={outcome}
              />
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
