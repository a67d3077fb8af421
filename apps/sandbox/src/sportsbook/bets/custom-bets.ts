import type { Market } from '@sportsbook/contract';
import { isStatusAllowed } from '@sportsbook/contract';
import type { SandboxDeps } from '../../deps';

/**
 * The discount a same-match combination takes per extra leg (ours): legs of one match are correlated (a home
 * win and over 2.5 goals go together), so multiplying their odds would overpay.
 */
export const CUSTOM_BET_CORRELATION_DISCOUNT = 0.08;

/** A leg of a custom bet: one outcome of one market line of the match. */
export interface CustomLeg {
  market_id: number;
  specifier: string;
  outcome_id: number;
}

/** The markets of a match a custom bet may combine: open lines in a custom-bet group. */
export function customBetMarkets(catalogue: SandboxDeps['catalogue'], matchId: number): Market[] | undefined {
  const markets = catalogue.markets(matchId);
  return markets?.filter((market) => market.custom_bet_groups.length > 0 && isStatusAllowed(market.status));
}

/**
 * The odds of a custom bet: the product of the legs' odds (their implied probabilities multiplied) less the
 * correlation discount per extra leg, to two decimals; null when a leg is not offered, inactive, or two legs
 * share a market (they would be exclusive or the same).
 */
export function customBetOdds(
  catalogue: SandboxDeps['catalogue'],
  matchId: number,
  legs: readonly CustomLeg[],
): number | null {
  const markets = customBetMarkets(catalogue, matchId);
  if (!markets || legs.length < 2) return null;
  const marketIds = new Set(legs.map((leg) => leg.market_id));
  if (marketIds.size < legs.length) return null;
  let product = 1;
  for (const leg of legs) {
    const market = markets.find((m) => m.id === leg.market_id && m.specifier === leg.specifier);
    const outcome = market?.outcomes.find((o) => o.id === leg.outcome_id);
    if (!outcome?.active) return null;
    product *= outcome.odds;
  }
  const odds = product * (1 - CUSTOM_BET_CORRELATION_DISCOUNT) ** (legs.length - 1);
  const rounded = Math.floor(odds * 100) / 100;
  return rounded > 1 ? rounded : null;
}
