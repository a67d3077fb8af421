import type { BetResult, BetSelection, BetType } from '@sportsbook/contract';
import type { OutcomeResultValue } from '../catalogue/settlement';
import { settleRaceBet } from '../../event-kinds/race-bet-lines';
import { parseSystemId, returnOf } from './engine-bet';

/** A bet as settling sees it. */
export interface SettlingBet {
  type: BetType;
  stake: number;
  currency: string;
  selections: readonly BetSelection[];
  systemId: string | null;
  customOdds: number | null;
}

/** A settled bet: its result, what it pays (stake included) and its legs with their statuses. */
export interface Settlement {
  result: BetResult;
  winAmount: number;
  selections: BetSelection[];
}

const legStatus = { won: 'won', lost: 'lost', void: 'void' } as const;

/**
 * Settles a bet on its legs' results, one per settlement line (SPEC §3 Bet result values): void legs count at odds 1 and lost legs at 0,
 * so a single or combo pays stake × the product and a system the engine's sum over its combinations. A custom
 * bet is priced as a whole, so a void leg voids it (refund_entire) unless another leg lost. Results: all void →
 * refund_entire;
 * some void → refund_half_win_other when it still pays, refund_half_lose_other when not; else win_entire or
 * lose_entire.
 */
export function settleBet(bet: SettlingBet, results: readonly OutcomeResultValue[]): Settlement {
  // Each-way and a reverse forecast: one selection, two lines (results in settlementLines' order).
  if (bet.selections[0]?.race_bet) return settleRaceBet(bet, results);
  const selections = bet.selections.map((selection, index) => ({
    ...selection,
    status: legStatus[results[index]!],
  }));
  const anyVoid = results.includes('void');
  const allVoid = results.every((result) => result === 'void');
  let winAmount: number;
  if (bet.type === 'custom_bet') {
    if (results.includes('lost')) winAmount = 0;
    else if (anyVoid) winAmount = bet.stake;
    else winAmount = returnOf(priced(bet, [bet.customOdds ?? 1], 'single'));
  } else {
    const odds = bet.selections.map((selection, index) =>
      results[index] === 'won' ? selection.odds : results[index] === 'void' ? 1 : 0,
    );
    winAmount = returnOf(priced(bet, odds, bet.type));
  }
  const customVoided = bet.type === 'custom_bet' && anyVoid && !results.includes('lost');
  let result: BetResult;
  if (allVoid || customVoided) result = 'refund_entire';
  else if (anyVoid) result = winAmount > 0 ? 'refund_half_win_other' : 'refund_half_lose_other';
  else result = winAmount > 0 ? 'win_entire' : 'lose_entire';
  return { result, winAmount, selections };
}

function priced(bet: SettlingBet, odds: number[], type: BetType) {
  return {
    type,
    stake: bet.stake,
    currency: bet.currency,
    subunits: 0,
    odds,
    systemType: type === 'system' ? parseSystemId(bet.systemId) : null,
    customOdds: null,
    bonusOdds: null,
  };
}
