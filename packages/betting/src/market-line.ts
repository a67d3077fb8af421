import type { Market } from '@sportsbook/contract';

/**
 * One market line (SPEC §3 Market): a match's market id has one line per specifier. A slip selection names its
 * line with these fields, so it is a `MarketLine` as it stands; a market is one through `lineOfMarket`.
 */
export interface MarketLine {
  matchUrnId: string;
  marketId: number;
  specifier: string;
}

/** The line a market of the contract is. */
export function lineOfMarket(market: Market): MarketLine {
  return { matchUrnId: market.match_urn_id, marketId: market.id, specifier: market.specifier };
}

/** Whether two lines are the same: same match, same market id, same specifier. */
export function isSameLine(a: MarketLine, b: MarketLine): boolean {
  return a.matchUrnId === b.matchUrnId && a.marketId === b.marketId && a.specifier === b.specifier;
}

/**
 * The string that names a line, for maps keyed by line; equal exactly when `isSameLine` holds.
 * NOTE: `|` cannot occur in urns and ids and is escaped in specifiers, as in `outcomeKey`.
 */
export function marketLineKey({ matchUrnId, marketId, specifier }: MarketLine): string {
  return `${matchUrnId}|${marketId}|${specifier.replaceAll('|', '%7C')}`;
}
