// A plain bigint oracle for the money properties: odds as whole thousandths, wins summed combination by
// combination, nothing shared with the engine's own arithmetic.
import type { SlipBet } from '@sportsbook/contract';
import fc from 'fast-check';
import { newSlipBet } from '../rules/slip-bet';
import { selection } from './fixtures';

/** A bet as the oracle sees it: odds in thousandths and, for a system, how many selections must win. */
export interface OracleBet {
  thousandths: number[];
  winCount: number | null;
}

function subsets(items: readonly bigint[], k: number): bigint[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [bigint, ...bigint[]];
  return [...subsets(rest, k - 1).map((tail) => [first, ...tail]), ...subsets(rest, k)];
}

/** The win of `stake` on the bet: ⌊stake × Σ over combinations of Π odds ÷ (count × 1000^k)⌋. */
export function oracleWin(bet: OracleBet, stake: bigint): bigint {
  const odds = bet.thousandths.map(BigInt);
  const k = bet.winCount ?? odds.length;
  const combos = subsets(odds, k);
  const sum = combos.reduce((total, combo) => total + combo.reduce((p, o) => p * o, 1n), 0n);
  return (stake * sum) / (BigInt(combos.length) * 1000n ** BigInt(k));
}

/** The engine's slip bet for an oracle bet, at `stake`. */
export function engineBet(bet: OracleBet, stake: number): SlipBet {
  const selections = bet.thousandths.map((o, i) => selection({ matchId: i + 1, odds: o / 1000 }));
  const type = bet.winCount !== null ? 'system' : selections.length > 1 ? 'combo' : 'single';
  const systemType = bet.winCount !== null ? { totalCount: selections.length, winCount: bet.winCount } : null;
  return newSlipBet(type, selections, { currency: 'EUR', subunits: 2 }, stake, systemType);
}

const thousandths = fc.integer({ min: 1001, max: 30_000 });

/** Random singles, combos of up to six and systems k/n for 3 ≤ n ≤ 6. */
export const oracleBets: fc.Arbitrary<OracleBet> = fc.oneof(
  fc.array(thousandths, { minLength: 1, maxLength: 6 }).map((t) => ({ thousandths: t, winCount: null })),
  fc
    .array(thousandths, { minLength: 3, maxLength: 6 })
    .chain((t) =>
      fc.integer({ min: 2, max: t.length - 1 }).map((winCount) => ({ thousandths: t, winCount })),
    ),
);
