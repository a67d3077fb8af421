'use client';

import { formatOdds, placedPotentialReturn, placedTwoLineReturn } from '@sportsbook/betting';
import type { Bet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { formatMoney } from '@/features/account';
import { BetBonusBadge } from '@/features/bonuses';
import { useOddsType } from '@/features/odds';
import { CashoutControl } from './cashout-control';
import { isOpenBet } from './bet-filters';
import { LiveMatchScore } from './live-match-score';
import styles from './my-bets.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** The tone of a bet's badge: still open, won, lost, or money back / nothing to say. */
function toneOf(bet: Bet): 'open' | 'won' | 'lost' | 'neutral' {
  switch (bet.result) {
    case 'no_results':
      return bet.status === 'rejected' || bet.status === 'cancelled' ? 'neutral' : 'open';
    case 'win_entire':
    case 'refund_half_win_other':
    case 'cashed_out':
      return 'won';
    case 'lose_entire':
    case 'refund_half_lose_other':
      return 'lost';
    default:
      return 'neutral';
  }
}

/**
 * One bet of My Bets: reference, date, type (single, combo, system k/n, custom), status badge, the selections
 * with match, market, outcome, odds and their own result, the stake, the potential win while open or the amount
 * paid once settled, and the cashout control of an open bet.
 */
export function MyBetCard({ bet, focused = false }: { bet: Bet; focused?: boolean }) {
  const t = useTranslations('betslip.myBets');
  const cardRef = useRef<HTMLElement>(null);
  // A deep link's bet (focused) is brought into view and takes focus, so the player lands on it.
  useEffect(() => {
    if (!focused) return;
    cardRef.current?.scrollIntoView({ block: 'nearest' });
    cardRef.current?.focus();
  }, [focused]);
  const locale = useLocale();
  const siteDate = useSiteDateFormat();
  const oddsType = useOddsType();
  const money = (value: number) => formatMoney(value, bet.stake.subunits, bet.stake.currency, locale);
  const settled = bet.result !== 'no_results';
  // Only legs whose match should have kicked off look for a live score (a request and a channel each).
  const open = isOpenBet(bet);
  const type = bet.system
    ? t('type.system', { win: bet.system.win_count, total: bet.system.total_count })
    : t(`type.${bet.type}`);
  const badge = settled ? t(`result.${bet.result}`) : t(`status.${bet.status}`);
  return (
    <article
      ref={cardRef}
      className={styles.card}
      aria-label={t('ref', { ref: bet.ref })}
      data-testid="my-bet"
      data-focused={focused || undefined}
      tabIndex={focused ? -1 : undefined}
    >
      <header className={styles.cardHead}>
        <span className={styles.type}>{type}</span>
        <BetBonusBadge bonus={bet.bonus} />
        <span className={styles.badge} data-tone={toneOf(bet)} data-testid="my-bet-status">
          {badge}
        </span>
      </header>
      <p className={styles.meta}>
        <span>{t('ref', { ref: bet.ref })}</span>
        <time dateTime={bet.created_at}>{siteDate(bet.created_at, 'dateTime')}</time>
      </p>
      <ul className={styles.selections}>
        {bet.selections.map((selection) => (
          <li key={selection.id} className={styles.selection}>
            <span className={styles.outcome}>
              {selection.outcome.name}
              <span className={styles.odds}>{formatOdds(selection.odds, oddsType)}</span>
            </span>
            <span className={styles.muted}>
              {selection.market.name} · {selection.match.name}
            </span>
            {selection.race_bet ? (
              <span className={styles.muted} data-testid="my-bet-race-bet">
                {selection.race_bet.kind === 'each_way'
                  ? t('raceBet.eachWay', {
                      fraction: selection.race_bet.fraction,
                      places: selection.race_bet.places,
                    })
                  : t('raceBet.reverse', {
                      outcome: selection.race_bet.outcome.name,
                      odds: formatOdds(selection.race_bet.odds, oddsType),
                    })}
              </span>
            ) : null}
            <span className={styles.legStatus} data-status={selection.status}>
              {t(`selection.${selection.status}`)}
            </span>
            {open &&
            selection.status === 'open' &&
            (selection.match.kind ?? 'match') === 'match' &&
            Date.parse(selection.match.start_time) <= Date.now() ? (
              <LiveMatchScore matchId={selection.match.id} />
            ) : null}
          </li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('stake')}</dt>
          <dd>{money(bet.stake.value)}</dd>
        </div>
        <div>
          <dt>{t('odds')}</dt>
          <dd>{formatOdds(bet.odds, oddsType)}</dd>
        </div>
        <div>
          <dt>{settled ? t('paid') : t('potentialWin')}</dt>
          <dd data-testid={settled ? 'my-bet-paid' : 'my-bet-potential-win'}>
            {money(
              settled
                ? (bet.win_amount?.value ?? 0)
                : (placedTwoLineReturn(bet) ?? placedPotentialReturn(bet)),
            )}
          </dd>
        </div>
      </dl>
      <CashoutControl bet={bet} />
    </article>
  );
}
