/**
 * Φ(x), the standard normal cumulative distribution, by Abramowitz and Stegun 7.1.26 (absolute error below
 * 1.5e-7, plenty for odds rounded to two decimals).
 */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** P(X > threshold) for X normal with `mean` and `variance`; a point mass when the variance is 0. */
export function normalAbove(mean: number, variance: number, threshold: number): number {
  if (variance <= 0) return mean > threshold ? 1 : 0;
  return 1 - normalCdf((threshold - mean) / Math.sqrt(variance));
}
