import type { Market } from '@sportsbook/contract';

/** The market of a type and line among priced markets, if offered. */
export function findMarket(markets: readonly Market[], id: number, specifier = ''): Market | undefined {
  return markets.find((market) => market.id === id && market.specifier === specifier);
}

/** The odds of one outcome of a market that must be there. */
export function oddsOf(market: Market | undefined, outcomeId: number): number {
  const outcome = market?.outcomes.find((candidate) => candidate.id === outcomeId);
  if (!outcome) throw new Error(`no outcome ${outcomeId} in market ${market?.id ?? 'missing'}`);
  return outcome.odds;
}
