import type { Market } from '@sportsbook/contract';
import { providerStatusValues } from '@sportsbook/contract';
import { priceWithMargin } from '../pricing/margin';
import type { MarketSpec } from './market-spec';
import { BOOK_MARGIN } from './market-types';

/** Below this a probability counts as impossible, above 1 minus it as certain (model rounding aside). */
const EPSILON = 1e-9;
/** Outcomes rarer than this are not offered: their price would be the ladder's top for a near-impossible event. */
const RAREST_OFFERED = 0.0005;

/**
 * A market whose result is already known: one of its outcomes is certain, or none can happen any more (draw
 * no bet after a draw: every stake is returned).
 */
function decided(spec: MarketSpec): boolean {
  const covers = spec.covers ?? 1;
  return (
    spec.outcomes.some((outcome) => outcome.probability >= 1 - EPSILON) ||
    spec.outcomes.reduce((sum, outcome) => sum + outcome.probability, 0) < covers * EPSILON
  );
}

/** How far a line is from even: the gap between its likeliest and its least likely outcome. */
function imbalance(spec: MarketSpec): number {
  const probabilities = spec.outcomes.map((outcome) => outcome.probability);
  return Math.max(...probabilities) - Math.min(...probabilities);
}

/**
 * Turns priced-out market lines into contract markets: drops the decided ones, prices the rest with the book's
 * margin, marks outcomes that can no longer happen (or whose price would no longer carry the margin, as near
 * certainties clamped to 1.01 do) inactive, and flags one most balanced line per market type.
 */
export function toMarkets(specs: readonly MarketSpec[], urnId: string, provider: string): Market[] {
  const open = specs.filter((spec) => !decided(spec) && spec.outcomes.length > 1);
  const balanced = new Map<number, MarketSpec>();
  for (const spec of open) {
    const best = balanced.get(spec.id);
    if (!best || imbalance(spec) < imbalance(best)) balanced.set(spec.id, spec);
  }
  return open.map((spec) => {
    const probabilities = spec.outcomes.map((outcome) => outcome.probability);
    const odds = priceWithMargin(probabilities, BOOK_MARGIN, spec.covers);
    return {
      match_urn_id: urnId,
      id: spec.id,
      name: spec.name,
      status: providerStatusValues.allowed,
      specifier: spec.specifier,
      outcomes: spec.outcomes.map((outcome, index) => ({
        id: outcome.id,
        name: outcome.name,
        active: outcome.probability > RAREST_OFFERED && outcome.probability * odds[index]! < 1,
        odds: odds[index]!,
      })),
      market_groups: [{ groupKey: spec.group }],
      priority: spec.priority,
      most_balanced: balanced.get(spec.id) === spec,
      next_bet_stop: null,
      custom_bet_groups:
        spec.group === 'main' || spec.group === 'goals' || spec.group === 'points' ? [spec.group] : [],
      provider,
    } satisfies Market;
  });
}
