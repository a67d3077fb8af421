import { PlaceBetCode } from '@sportsbook/contract';
import type { BetType, PlaceBetItem, PlaceBetsRequest } from '@sportsbook/contract';
import { refusal } from '../sportsbook/bets/bet-errors';
import type { BetRefusal } from '../sportsbook/bets/bet-errors';
import type { NewBetRow } from '../sportsbook/bets/placement-request';
import type { SandboxInfra } from '../deps';
import type { DbExecutor } from '../platform/wallet/wallet';
import { bonusFit, isTwoLine } from './bet-offers';
import { bonusLegs } from './bonus-legs';
import { comboboostTerms, freebetTerms } from './bonus-views';
import { IssuedBonusStore, computedStatus } from './issued-bonus-store';

/** The bonus a stored bet carries: what `GET /bets` shows and the terms settlement pays by. */
export interface PlacedBonus {
  bonus: { id: number; type: string; odds: number | null };
  bonusTerms: Record<string, unknown>;
  /** A freebet's stake is the house's: no money is debited for it. */
  freebet: boolean;
}

/** What placement's bonus checks read: the issued bonuses and the book. */
type BonusInfra = Pick<SandboxInfra, 'db' | 'catalogue'>;

const refused = (reason: string, details: Record<string, unknown> = {}) =>
  refusal(PlaceBetCode.BONUS_NOT_APPLICABLE, { reason, ...details });

/**
 * Checks the bonus of one bet inside the placing transaction (SPEC §3 Place-bet item `bonus`): the player holds
 * it, it is usable and unexpired with uses left, it fits the bet by the engine's rules at the book's odds, a
 * freebet stakes exactly its amount in its currency, and the comboboost odds sent (if any) are the server's.
 * Answers the snapshot to store on the bet, or the per-bet refusal.
 */
export async function checkBetBonus(
  infra: BonusInfra,
  tx: DbExecutor,
  userId: number,
  item: PlaceBetItem,
  row: NewBetRow,
  now: Date,
): Promise<PlacedBonus | BetRefusal> {
  const sent = item.bonus!;
  const issued = await new IssuedBonusStore(infra.db).find(userId, sent.id, tx);
  if (!issued || issued.kind !== sent.type) return refused('unknown_bonus', { bonus_id: sent.id });
  const status = computedStatus(issued, now);
  if (status === 'expired') return refused('expired', { bonus_id: sent.id });
  if ((status !== 'available' && status !== 'active') || issued.timesUsed >= issued.usesCount)
    return refused('used', { bonus_id: sent.id, status });
  const legs = bonusLegs(infra.catalogue, item.selections);
  if (!legs) return refused('unknown_match', { bonus_id: sent.id });
  const fit = bonusFit(issued, {
    type: row.type as BetType,
    legs,
    currency: row.currency,
    twoLine: isTwoLine(item.selections),
  });
  if (fit.reason) return refused(fit.reason, { bonus_id: sent.id });
  if (issued.kind === 'freebet') {
    if (row.stake !== issued.amount || row.currency !== issued.currency)
      return refused('freebet_stake', {
        bonus_id: sent.id,
        freebet_stake: issued.amount,
        currency: issued.currency,
      });
    const terms = freebetTerms(issued);
    return {
      bonus: { id: issued.id, type: 'freebet', odds: null },
      bonusTerms: { kind: 'freebet', variant: terms.type },
      freebet: true,
    };
  }
  if (sent.odds !== undefined && sent.odds !== fit.bonusOdds)
    return refused('bonus_odds_changed', { bonus_id: sent.id, bonus_odds: fit.bonusOdds });
  return {
    bonus: { id: issued.id, type: 'comboboost', odds: fit.bonusOdds },
    bonusTerms: { kind: 'comboboost', ranges: comboboostTerms(issued).ranges },
    freebet: false,
  };
}

/** Whether a place-bets request uses a bonus (such requests are placed alone, not in a group-commit batch). */
export function usesBonus(body: PlaceBetsRequest): boolean {
  return body.bets.some((bet) => bet.bonus !== undefined);
}

/** Whether a stored bet was staked with a freebet: its stake is the house's, so nothing is debited. */
export function isFreebetBet(row: { bonus: { type: string } | null }): boolean {
  return row.bonus?.type === 'freebet';
}

/**
 * The bonuses of a request's bets, checked and spent inside its transaction (one use each, by a conditional
 * update, so two bets or two requests cannot both spend the last use), and written onto the new rows. Answers the
 * rows, or every bet's refusal; the caller rolls the transaction back on a refusal.
 */
export async function applyBetBonuses(
  infra: BonusInfra,
  tx: DbExecutor,
  userId: number,
  body: PlaceBetsRequest,
  rows: NewBetRow[],
  now: Date,
): Promise<{ rows: NewBetRow[] } | { refusals: Map<number, BetRefusal> }> {
  const store = new IssuedBonusStore(infra.db);
  const refusals = new Map<number, BetRefusal>();
  const out: NewBetRow[] = [];
  for (const [index, row] of rows.entries()) {
    const item = body.bets[index]!;
    if (!item.bonus) {
      out.push(row);
      continue;
    }
    const checked = await checkBetBonus(infra, tx, userId, item, row, now);
    if ('code' in checked) refusals.set(index, checked);
    else if (!(await store.spend(tx, userId, checked.bonus.id, now)))
      refusals.set(index, refused('used', { bonus_id: checked.bonus.id }));
    else out.push({ ...row, bonus: checked.bonus, bonusTerms: checked.bonusTerms });
  }
  return refusals.size > 0 ? { refusals } : { rows: out };
}
