import type { Market, ProviderStatus } from '@sportsbook/contract';
import { MatchStatus, isBettableStatus, isStatusAllowed, providerStatusValues } from '@sportsbook/contract';
import type { MatchState } from '../../feed/match-state';
import { lineOfMarket, marketLineKey, outcomeKey } from '@sportsbook/betting';

/** How often a match under way is repriced, at most, when nothing in its score changed (world time). */
export const REPRICE_MS = 2_000;

/**
 * When a match's prices are stale: its score, periods, points, server, status or the market's drift moved, or
 * (under way) a couple of seconds of play passed; prematch prices only change when the match starts.
 */
export function priceKey(state: MatchState, now: number): string {
  if (state.status === MatchStatus.prematch) return 'pre';
  const periods = state.periods.map((period) => `${period.home}-${period.away}`).join(',');
  const game = state.game ? `${state.game.home}-${state.game.away}` : '';
  const tick = state.status === MatchStatus.live ? Math.floor(now / REPRICE_MS) : 'halted';
  return `${state.status}:${state.homeScore}:${state.awayScore}:${periods}:${game}:${state.server}:${state.drift.toFixed(2)}:${tick}`;
}

/** What lies over a match's prices at a moment. */
export interface MarketOverlay {
  matchId: number;
  state: MatchState;
  now: number;
  /** The status of the match's provider: any but allowed is put on every market. */
  provider: ProviderStatus;
  /** Odds fixed by outcome key (packages/betting's outcomeKey), through the control API. */
  fixedOdds?: ReadonlyMap<string, number>;
  /** Lines suspended by hand, by packages/betting's marketLineKey. */
  suspendedLines?: ReadonlySet<string>;
}

/**
 * The markets as offered: a provider's status other than allowed on every market, every market suspended
 * while a match is stopped or over, the main markets for a few seconds after a goal that matters (with
 * next_bet_stop), lines suspended and odds fixed through the control API.
 */
export function overlayMarkets(markets: Market[], overlay: MarketOverlay): Market[] {
  const { matchId, state, now, provider, fixedOdds, suspendedLines } = overlay;
  const suspendedUntil = state.suspendedUntil > now ? state.suspendedUntil : 0;
  const halted = !isBettableStatus(state.status);
  if (isStatusAllowed(provider) && !fixedOdds && !suspendedLines && !suspendedUntil && !halted)
    return markets;
  const nextBetStop = suspendedUntil ? new Date(suspendedUntil).toISOString() : null;
  return markets.map((market) => {
    const main = market.market_groups.some((group) => group.groupKey === 'main');
    let status: ProviderStatus = market.status;
    if (!isStatusAllowed(provider)) status = provider;
    else if (halted || suspendedLines?.has(marketLineKey(lineOfMarket(market))))
      status = providerStatusValues.suspended;
    else if (suspendedUntil && main) status = providerStatusValues.suspended;
    const outcomes = fixedOdds
      ? market.outcomes.map((outcome) => {
          const key = outcomeKey({
            matchId,
            marketId: market.id,
            outcomeId: outcome.id,
            specifier: market.specifier,
          });
          const fixed = fixedOdds.get(key);
          return fixed === undefined ? outcome : { ...outcome, odds: fixed };
        })
      : market.outcomes;
    const stop = main && suspendedUntil && isStatusAllowed(provider) ? nextBetStop : market.next_bet_stop;
    return { ...market, status, outcomes, next_bet_stop: stop };
  });
}
