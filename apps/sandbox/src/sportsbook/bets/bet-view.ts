import type { Bet, BetResult, BetStatus, BetType } from '@sportsbook/contract';
import type { bets } from '../../db/schema';
import { betBonusView } from '../../bonuses/bet-bonus-view';
import { subunitsOf } from './bet-limits';

/** A stored bet row. */
export type BetRow = typeof bets.$inferSelect;

/** The status of a placed bet until it is settled or cashed out (an open bet, SPEC §3 Bet filters). */
export const PLACED_STATUS: BetStatus = 'waiting_results';

/** The bet as the API shows it (SPEC §3 Bet); `toCashout` is the current offer, null when none. */
export function betView(row: BetRow, toCashout: number | null = null): Bet {
  const subunits = subunitsOf(row.currency);
  const money = (value: number) => ({ value, currency: row.currency, subunits });
  const system = row.systemId ? row.systemId.split('/').map(Number) : null;
  return {
    id: row.id,
    ref: row.ref,
    type: row.type as BetType,
    status: row.status as BetStatus,
    created_at: row.createdAt.toISOString(),
    result: row.result as BetResult,
    is_vip: row.isVip,
    stake: money(row.stake),
    win_amount: row.winAmount === null ? null : money(row.winAmount),
    odds: Number(row.odds),
    selections: row.selections,
    to_cashout: toCashout === null ? null : money(toCashout),
    bonus: betBonusView(row),
    system: system ? { id: row.systemId!, win_count: system[0]!, total_count: system[1]! } : null,
    used_in_jackpot: row.usedInJackpot,
  };
}
