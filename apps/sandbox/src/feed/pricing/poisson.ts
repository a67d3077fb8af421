/** P(X = k) for a Poisson variable with mean `lambda`. */
export function poissonProbability(lambda: number, k: number): number {
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i += 1) p *= lambda / i;
  return p;
}

/**
 * The joint distribution of the remaining goals of two independent Poisson scorers, truncated at `maxGoals`
 * each (the tail beyond is negligible for football and folded into the last cell).
 */
export function scoreMatrix(homeLambda: number, awayLambda: number, maxGoals = 10): number[][] {
  const home = Array.from({ length: maxGoals + 1 }, (_, k) => poissonProbability(homeLambda, k));
  const away = Array.from({ length: maxGoals + 1 }, (_, k) => poissonProbability(awayLambda, k));
  // NOTE: the truncated tail mass goes to the last cell so the matrix sums to exactly 1.
  home[maxGoals]! += 1 - home.reduce((sum, p) => sum + p, 0);
  away[maxGoals]! += 1 - away.reduce((sum, p) => sum + p, 0);
  return home.map((ph) => away.map((pa) => ph * pa));
}
