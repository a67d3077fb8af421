/** Smallest odds the book offers: a near-certain outcome still pays something. */
export const MIN_ODDS = 1.01;
/** Largest odds the book offers. */
export const MAX_ODDS = 251;

/**
 * Turns fair probabilities of a market's outcomes into decimal odds carrying the bookmaker's margin: each
 * probability is scaled so that they sum to `covers` · (1 + margin), then inverted and rounded to the odds
 * ladder (2 decimals). Margin 0.05 means a 105 % book. `covers` is how many outcomes each result pays: 1 for
 * a plain market, 2 for double chance (every result is in two of its outcomes, so its probabilities sum to 2).
 */
export function priceWithMargin(probabilities: readonly number[], margin: number, covers = 1): number[] {
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  return probabilities.map((p) => {
    const implied = (p / total) * covers * (1 + margin);
    const odds = implied > 0 ? 1 / implied : MAX_ODDS;
    return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round(odds * 100) / 100));
  });
}

/** The overround of a set of odds: sum of 1/odds minus 1 (0.05 for a 105 % book). */
export function overround(odds: readonly number[]): number {
  return odds.reduce((sum, o) => sum + 1 / o, 0) - 1;
}
