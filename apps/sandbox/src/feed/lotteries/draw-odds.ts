/** Fair chances of lottery outcomes, from counting the ways `drawn` balls can come out of 1..`pool`. */

/** Chance a given number is among the balls drawn: `drawn / pool`. */
export function numberDrawnProbability(pool: number, drawn: number): number {
  return drawn / pool;
}

/** Chance the first ball is odd: the share of odd numbers in 1..`pool`. */
export function firstBallOddProbability(pool: number): number {
  return Math.ceil(pool / 2) / pool;
}

/**
 * The distribution of the sum of the balls: `result[s]` is the chance the drawn balls add up to `s`. Counted
 * exactly by dynamic programming over the numbers (subsets of each size by sum), in floating point because
 * Keno's C(80, 20) ≈ 3.5·10^18 exceeds the exact integers of a double but not its range.
 */
export function sumDistribution(pool: number, drawn: number): number[] {
  const maxSum = (drawn * (2 * pool - drawn + 1)) / 2;
  // ways[size][sum]: subsets of the numbers seen so far with that size and sum.
  const ways = Array.from({ length: drawn + 1 }, () => new Float64Array(maxSum + 1));
  ways[0]![0] = 1;
  for (let number = 1; number <= pool; number += 1) {
    for (let size = Math.min(drawn, number); size >= 1; size -= 1) {
      const into = ways[size]!;
      const from = ways[size - 1]!;
      for (let sum = maxSum; sum >= number; sum -= 1) into[sum]! += from[sum - number]!;
    }
  }
  const counts = ways[drawn]!;
  const total = counts.reduce((sum, count) => sum + count, 0);
  return Array.from(counts, (count) => count / total);
}

/** Chance the sum of the balls is above `line` (a half line, so it is never equal). */
export function sumOverProbability(distribution: readonly number[], line: number): number {
  let over = 0;
  for (let sum = Math.ceil(line); sum < distribution.length; sum += 1) over += distribution[sum]!;
  return over;
}
