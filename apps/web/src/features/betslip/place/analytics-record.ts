import type { Bet, BetAnalyticsRecord as BetAnalyticsRecordSchema } from '@sportsbook/contract';
import type { z } from 'zod';

/** What the analytics record holds (SPEC §3). */
export type BetAnalyticsRecord = z.infer<typeof BetAnalyticsRecordSchema>;

/**
 * The analytics record of a placement (SPEC §3 Bet analytics record): the placed bets' references as the
 * transaction, the matches bet on as content ids, and the total stake in currency units.
 */
export function betAnalyticsRecord(bets: readonly Bet[]): BetAnalyticsRecord | null {
  if (bets.length === 0) return null;
  const contentIds = [...new Set(bets.flatMap((bet) => bet.selections.map((s) => String(s.match.id))))];
  const minor = bets.reduce((sum, bet) => sum + bet.stake.value, 0);
  const subunits = bets[0]?.stake.subunits ?? 0;
  return {
    transactionId: bets.map((bet) => bet.ref).join(','),
    contentIds,
    // Reporting only (analytics tools take currency units); the money path never reads this float.
    amount: minor / 10 ** subunits,
  };
}
