import { freebetPayout, settledReturn } from '@sportsbook/betting';
import type { ComboboostRange, FreebetVariant } from '@sportsbook/betting';
import type { OutcomeResultValue } from '../sportsbook/catalogue/settlement';
import type { BetRow } from '../sportsbook/bets/bet-view';
import type { Settlement } from '../sportsbook/bets/settle-bet';
import type { DbExecutor } from '../platform/wallet/wallet';
import { IssuedBonusStore } from './issued-bonus-store';

/** A settlement with the bet's bonus applied: what the bet shows as won and what the wallet is credited. */
export interface BonusedSettlement extends Settlement {
  /** Minor units credited to the balance (a freebet's payout may differ from the bet's return). */
  credit: number;
  /** The wallet operation's reason. */
  reason: 'bet_win' | 'freebet_win' | 'freebet_stake_back';
  /** The bet was void as a whole and its freebet is given back. */
  freebetReturned: boolean;
}

type Terms = { kind: 'comboboost'; ranges: ComboboostRange[] } | { kind: 'freebet'; variant: FreebetVariant };

/**
 * Applies a bet's bonus to its settlement (SPEC §3; docs/decisions/0014-bonus-maths.md), by the terms snapshotted
 * at placement: a comboboost pays the return × the bonus odds of the range the standing legs reach (a void leg
 * moves it down, below the first range there is none); a freebet pays its variant's share of the return (the
 * stake was the house's). A bet without a bonus is credited what it returns.
 */
export function applyBonusToSettlement(
  row: Pick<BetRow, 'stake' | 'selections' | 'bonusTerms'>,
  settlement: Settlement,
  results: readonly OutcomeResultValue[],
): BonusedSettlement {
  const terms = row.bonusTerms as Terms | null;
  const plain = {
    ...settlement,
    credit: settlement.winAmount,
    reason: 'bet_win' as const,
    freebetReturned: false,
  };
  if (!terms) return plain;
  const legs = row.selections.map((selection, index) => ({ odds: selection.odds, result: results[index]! }));
  if (terms.kind === 'comboboost') {
    const winAmount = settledReturn(row.stake, legs, terms.ranges);
    return { ...plain, winAmount, credit: winAmount };
  }
  const allVoid = results.every((result) => result === 'void');
  const payout = freebetPayout(terms.variant, row.stake, settledReturn(row.stake, legs, null), allVoid);
  const lost = settlement.winAmount === 0;
  return {
    ...settlement,
    winAmount: payout.credit,
    credit: payout.credit,
    reason: lost ? 'freebet_stake_back' : 'freebet_win',
    freebetReturned: payout.freebetReturned,
  };
}

/** Gives a void freebet bet's freebet back to the player, in the settling transaction. */
export async function returnFreebet(tx: DbExecutor, row: Pick<BetRow, 'userId' | 'bonus'>): Promise<void> {
  if (row.bonus?.type === 'freebet') await IssuedBonusStore.giveBack(tx, row.userId, row.bonus.id);
}
