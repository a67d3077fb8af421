import type { ScoredEntry } from './leaderboard';

/** One player's prize at a tournament's end, in minor units of the tournament's currency. */
export interface TournamentPrize {
  userId: number;
  position: number;
  amount: number;
}

/**
 * The prizes of a finished tournament (decision 0020): place n takes `percents[n − 1]` of the pool. Players on
 * equal scores share a position (1, 2, 2, 4) and split the places they hold together evenly: two tied second
 * share the second and third prizes, each ⌊pool × (p2 + p3) / (100 × 2)⌋. Amounts round down, so the prizes
 * never add up to more than the pool; a player who farmed nothing wins nothing.
 */
export function tournamentPrizes(
  entries: readonly ScoredEntry[],
  pool: number,
  percents: readonly number[],
): TournamentPrize[] {
  const ranked = entries.filter((entry) => entry.farmedAmount > 0);
  ranked.sort(
    (a, b) =>
      b.farmedAmount - a.farmedAmount || a.scoredAt.getTime() - b.scoredAt.getTime() || a.userId - b.userId,
  );
  const prizes: TournamentPrize[] = [];
  let start = 0;
  while (start < ranked.length && start < percents.length) {
    let end = start + 1;
    while (end < ranked.length && ranked[end]!.farmedAmount === ranked[start]!.farmedAmount) end += 1;
    const held = percents.slice(start, end).reduce((sum, percent) => sum + percent, 0);
    const tied = end - start;
    // NOTE: bigint, so a pool of any size times the percentages stays exact before the one rounding down.
    const amount = Number((BigInt(pool) * BigInt(held)) / (100n * BigInt(tied)));
    for (const entry of ranked.slice(start, end))
      if (amount > 0) prizes.push({ userId: entry.userId, position: start + 1, amount });
    start = end;
  }
  return prizes;
}
