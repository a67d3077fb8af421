import type { Market, Match, MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus, providerStatusValues } from '@sportsbook/contract';
import { clockText } from '../../feed/live/ordinal';

/** What a race or draw view needs from the catalogue: its sport and league, and the moment to show. */
export interface SpecialViewContext {
  sport: Match['tournament']['sport'];
  provider: string;
  league: { id: number; slug: string; name: string };
  now: number;
}

/**
 * The markets of a race or draw at a moment: priced once (kept per event in `priced`), suspended while it
 * runs (books do not take bets in running), none once it is over.
 */
export function marketsAt<T extends object>(
  priced: WeakMap<T, Market[]>,
  event: T,
  status: MatchStatusValue,
  price: () => Market[],
): Market[] {
  if (status === MatchStatus.finished) return [];
  let markets = priced.get(event);
  if (!markets) {
    markets = price();
    priced.set(event, markets);
  }
  return status === MatchStatus.live
    ? markets.map((market) => ({ ...market, status: providerStatusValues.suspended }))
    : markets;
}

/** The clock of a race or draw under way: time since the start and time left, counted by the feed. */
export function runningClock(
  elapsedMs: number,
  remainingMs: number,
  now: number,
): Match['statistics']['clock'] {
  return {
    match_time: clockText(elapsedMs),
    stoppage_time: null,
    remaining_time: clockText(remainingMs),
    stopped: false,
    updated_at: new Date(now).toISOString(),
  };
}
