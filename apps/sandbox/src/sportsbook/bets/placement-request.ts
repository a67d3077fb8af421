import { randomBytes } from 'node:crypto';
import type { OddsAcceptMode, PlaceBetsRequest } from '@sportsbook/contract';
import type { SandboxInfra } from '../../deps';
import type { ApiError } from '../../http/api-error';
import { stakeLimitsIn } from './bet-limits';
import { placeBetsFailed } from './bet-errors';
import type { BetRefusal } from './bet-errors';
import { PLACED_STATUS } from './bet-view';
import type { BetRow } from './bet-view';
import { resolveBet } from './resolve-bet';
import type { ResolvedBet } from './resolve-bet';

/** What makes a place-bets request unique: a retry with the same key never places twice. */
export interface RequestKey {
  userId: number;
  deviceId: string;
  requestKey: string;
}

/** One place-bets request on its way to the database. */
export interface Placement {
  key: RequestKey;
  /** SHA-256 of the body: the same key with another body is a conflict. */
  hash: string;
  body: PlaceBetsRequest;
  mode: OddsAcceptMode;
  acceptLanguage: string | undefined;
}

/** An account after a placement's debit. */
export interface AccountAfter {
  balance: number;
  locked: number;
}

/**
 * How a placement ended: stored (its rows in request order, the accounts it debited), a duplicate of a request
 * whose key is already claimed (answer that one's bets), or refused (by the book before any write, or by the
 * wallet, which rolled the claim back).
 */
export type PlacementOutcome =
  | { kind: 'placed'; rows: BetRow[]; balances: Map<string, AccountAfter> }
  | { kind: 'duplicate' }
  | { kind: 'refused'; error: ApiError; byBook: boolean };

/** The row of a new bet, as inserted (without the id the database gives it). */
export type NewBetRow = Omit<BetRow, 'id'>;

/** A short reference a player can quote to support, e.g. `B7K2Q9XW1`. */
function newRef(): string {
  return `B${randomBytes(6).readUIntBE(0, 6).toString(36).toUpperCase().padStart(10, '0')}`;
}

/** Checks every bet against the book now; throws the §8 refusal of those that fail. */
export function resolveAll(deps: SandboxInfra, placement: Placement): ResolvedBet[] {
  const refusals = new Map<number, BetRefusal>();
  const resolved: ResolvedBet[] = [];
  for (const [index, item] of placement.body.bets.entries()) {
    const bet = resolveBet(deps.catalogue, item, placement.mode);
    if ('code' in bet) refusals.set(index, bet);
    else resolved[index] = bet;
  }
  if (refusals.size > 0) throw placeBetsFailed(refusals, placement.acceptLanguage);
  return resolved;
}

/** The rows a placement's resolved bets are stored as, in request order. */
export function newBetRows(key: RequestKey, resolved: ResolvedBet[], createdAt: Date): NewBetRow[] {
  return resolved.map((bet, index) => ({
    userId: key.userId,
    ref: newRef(),
    type: bet.priced.type,
    status: PLACED_STATUS,
    result: 'no_results',
    isVip: bet.priced.stake >= stakeLimitsIn(bet.priced.currency).vipStake,
    stake: bet.priced.stake,
    currency: bet.priced.currency,
    odds: String(bet.totalOdds),
    winAmount: null,
    selections: bet.selections,
    matchIds: [...new Set(bet.selections.map((selection) => selection.match.id))],
    systemId: bet.priced.systemType
      ? `${bet.priced.systemType.winCount}/${bet.priced.systemType.totalCount}`
      : null,
    customOdds: bet.priced.customOdds === null ? null : String(bet.priced.customOdds),
    bonus: null,
    bonusTerms: null,
    usedInJackpot: false,
    deviceId: key.deviceId,
    requestKey: key.requestKey,
    requestIndex: index,
    createdAt,
    settledAt: null,
  }));
}
