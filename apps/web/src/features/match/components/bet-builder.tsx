'use client';

import { formatOdds } from '@sportsbook/betting';
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useBetBuilder, MIN_CUSTOM_LEGS } from '@/features/betslip';
import { useOddsType } from '@/features/odds';
import { Button } from '@/ui';
import styles from './bet-builder.module.css';

/**
 * The match's bet builder (`#betBuilder`, SPEC §2.1, §4): the markets a custom bet may combine, one pick per
 * market, the odds the server quotes for the picks, and a button that puts them on the slip as one custom bet.
 * The panel of the match page's "Bet builder" tab: its markets load when the tab opens, a placeholder holds
 * their place meanwhile, and a match without custom markets says so.
 */
export function BetBuilder({ match }: { match: Match }) {
  const t = useTranslations('betBuilder');
  const oddsType = useOddsType();
  const builder = useBetBuilder(match, match.id);
  if (builder.marketsPending)
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('title')} />;
  if (builder.markets.length === 0) return <p className={styles.empty}>{t('none')}</p>;
  const picked = (marketId: number, specifier: string, outcomeId: number) =>
    builder.picks.some(
      (pick) =>
        pick.market.id === marketId && pick.market.specifier === specifier && pick.outcome.id === outcomeId,
    );

  return (
    <section id="betBuilder" className={styles.builder} aria-labelledby="bet-builder-title">
      <h2 id="bet-builder-title" className="visually-hidden">
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro', { count: MIN_CUSTOM_LEGS })}</p>
      <div className={styles.markets}>
        {builder.markets.map((market) => (
          <fieldset key={`${market.id}|${market.specifier}`} className={styles.market}>
            <legend>{market.name}</legend>
            <div className={styles.outcomes}>
              {market.outcomes.map((outcome) => (
                <button
                  key={outcome.id}
                  type="button"
                  className={styles.outcome}
                  aria-pressed={picked(market.id, market.specifier, outcome.id)}
                  disabled={!outcome.active}
                  onClick={() => builder.toggle(market, outcome)}
                >
                  <span>{outcome.name}</span>
                  <span className={styles.odds}>{formatOdds(outcome.odds, oddsType)}</span>
                </button>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className={styles.footer} aria-live="polite">
        <p className={styles.summary} data-testid="bet-builder-odds">
          {builder.picks.length < MIN_CUSTOM_LEGS
            ? t('pickMore', { count: MIN_CUSTOM_LEGS - builder.picks.length })
            : builder.oddsPending
              ? t('pricing')
              : builder.oddsFailed
                ? t('failed')
                : builder.odds === null
                  ? t('notOffered')
                  : builder.odds !== undefined
                    ? t('odds', { odds: formatOdds(builder.odds, oddsType) })
                    : null}
        </p>
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" disabled={builder.picks.length === 0} onClick={builder.clear}>
            {t('clear')}
          </Button>
          <Button size="sm" disabled={!builder.canAdd} onClick={builder.add}>
            {t('add')}
          </Button>
        </div>
      </div>
    </section>
  );
}
