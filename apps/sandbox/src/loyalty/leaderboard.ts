import type { LeaderboardRow } from '@sportsbook/contract';

/** A tournament entry as ranking needs it. */
export interface ScoredEntry {
  userId: number;
  email: string;
  farmedAmount: number;
  freebetsCount: number;
  scoredAt: Date;
}

/** How many rows the leaderboard shows above the player's own (which is added when it falls below). */
export const LEADERBOARD_TOP = 10;

/**
 * An email for other players' eyes (SPEC §3: user data): the first and last letter of the name around stars,
 * and the domain (a name of two letters or fewer keeps only its first). The owner sees theirs whole.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const name = email.slice(0, at);
  const last = name.length > 2 ? name[name.length - 1] : '';
  return `${name[0]}***${last}${email.slice(at)}`;
}

/**
 * Ranks entries by farmed amount (decision 0020): equal amounts share a position (1, 2, 2, 4), listed by who
 * reached the amount first. Answers the top rows, and the viewer's row after them when it is not among them.
 */
export function leaderboard(
  entries: readonly ScoredEntry[],
  viewerId: number | null,
  currency: string,
  top = LEADERBOARD_TOP,
): LeaderboardRow[] {
  const sorted = [...entries].sort(
    (a, b) => b.farmedAmount - a.farmedAmount || a.scoredAt.getTime() - b.scoredAt.getTime(),
  );
  const rows: LeaderboardRow[] = [];
  let position = 0;
  sorted.forEach((entry, index) => {
    if (index === 0 || entry.farmedAmount !== sorted[index - 1]!.farmedAmount) position = index + 1;
    const own = entry.userId === viewerId;
    if (index < top || own)
      rows.push({
        position,
        current_user: own,
        email: own ? entry.email : maskEmail(entry.email),
        farmed_amount: entry.farmedAmount,
        currency_code: currency,
        farmed_freebets_count: entry.freebetsCount,
      });
  });
  return rows;
}
