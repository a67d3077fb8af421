import { createHash, randomBytes } from 'node:crypto';
import type { Bet, OddsAcceptMode, PlaceBetsRequest } from '@sportsbook/contract';
import { PlaceBetCode } from '@sportsbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import { betRequests, bets } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { publishBalance } from '../../platform/wallet/balance-events';
import { applyWalletChange } from '../../platform/wallet/wallet';
import { loadPreferences } from '../settings/preferences-store';
import { limitInMinor } from './bet-limits';
import { placeBetsFailed, refusal } from './bet-errors';
import type { BetRefusal } from './bet-errors';
import { publishBetChanged } from './bet-events';
import { betView, PLACED_STATUS } from './bet-view';
import { resolveBet } from './resolve-bet';
import { settlerFor } from './settler';
import type { ResolvedBet } from './resolve-bet';

/** Thrown inside the transaction when another call already holds the request's key. */
class DuplicateRequest extends Error {}

interface RequestKey {
  userId: number;
  deviceId: string;
  requestKey: string;
}

function bodyHash(body: PlaceBetsRequest): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A short reference a player can quote to support, e.g. `B7K2Q9XW1`. */
function newRef(): string {
  return `B${randomBytes(6).readUIntBE(0, 6).toString(36).toUpperCase().padStart(10, '0')}`;
}

/** The bets a request placed, in request order; null when it has not been placed. */
async function placedBy(deps: SandboxDeps, key: RequestKey, hash: string): Promise<Bet[] | null> {
  const where = and(
    eq(betRequests.userId, key.userId),
    eq(betRequests.deviceId, key.deviceId),
    eq(betRequests.requestKey, key.requestKey),
  );
  const [request] = await deps.db.select().from(betRequests).where(where);
  if (!request) return null;
  if (request.bodyHash !== hash)
    throw new ApiError(409, 'conflict', 'The request key was used for other bets', {
      request_key: key.requestKey,
    });
  const rows = await deps.db
    .select()
    .from(bets)
    .where(
      and(eq(bets.userId, key.userId), eq(bets.deviceId, key.deviceId), eq(bets.requestKey, key.requestKey)),
    )
    .orderBy(asc(bets.requestIndex));
  return rows.map((row) => betView(row));
}

/** Checks every bet against the book; throws the §8 refusal of those that fail. */
function resolveAll(
  deps: SandboxDeps,
  body: PlaceBetsRequest,
  mode: OddsAcceptMode,
  acceptLanguage: string | undefined,
): ResolvedBet[] {
  const refusals = new Map<number, BetRefusal>();
  const resolved: ResolvedBet[] = [];
  for (const [index, item] of body.bets.entries()) {
    const bet = resolveBet(deps.catalogue, item, mode);
    if ('code' in bet) refusals.set(index, bet);
    else resolved[index] = bet;
  }
  if (refusals.size > 0) throw placeBetsFailed(refusals, acceptLanguage);
  return resolved;
}

function betValues(key: RequestKey, resolved: ResolvedBet[]) {
  return resolved.map((bet, index) => ({
    userId: key.userId,
    ref: newRef(),
    type: bet.priced.type,
    status: PLACED_STATUS,
    result: 'no_results',
    isVip: bet.priced.stake >= limitInMinor('vipStake', bet.priced.currency),
    stake: bet.priced.stake,
    currency: bet.priced.currency,
    odds: String(bet.totalOdds),
    selections: bet.selections,
    matchIds: [...new Set(bet.selections.map((selection) => selection.match.id))],
    systemId: bet.priced.systemType
      ? `${bet.priced.systemType.winCount}/${bet.priced.systemType.totalCount}`
      : null,
    customOdds: bet.priced.customOdds === null ? null : String(bet.priced.customOdds),
    deviceId: key.deviceId,
    requestKey: key.requestKey,
    requestIndex: index,
  }));
}

async function store(
  deps: SandboxDeps,
  key: RequestKey,
  hash: string,
  body: PlaceBetsRequest,
  mode: OddsAcceptMode,
  acceptLanguage: string | undefined,
) {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(betRequests)
      .values({ ...key, bodyHash: hash })
      .onConflictDoNothing()
      .returning({ userId: betRequests.userId });
    // NOTE: the key is taken: a retry, or a concurrent twin that committed first (PostgreSQL makes this insert
    // wait for it). Claiming first means a retry answers the first bets even if the odds have moved since.
    if (claimed.length === 0) throw new DuplicateRequest();
    // A refusal throws, which rolls the claim back: a refused request may be retried.
    const resolved = resolveAll(deps, body, mode, acceptLanguage);
    const rows = await tx.insert(bets).values(betValues(key, resolved)).returning();
    rows.sort((a, b) => a.requestIndex - b.requestIndex);
    const balances = new Map<string, { balance: number; locked: number }>();
    for (const row of rows) {
      const change = {
        userId: key.userId,
        currency: row.currency,
        amount: row.stake,
        key: `bet:${row.id}:stake`,
        reason: 'bet_stake',
      };
      try {
        balances.set(row.currency, await applyWalletChange(tx, change, 'debit'));
      } catch (error) {
        const short =
          error instanceof ApiError && (error.code === 'insufficient_funds' || error.status === 404);
        if (!short) throw error;
        const refused = refusal(PlaceBetCode.INSUFFICIENT_BALANCE, { currency: row.currency });
        throw placeBetsFailed(new Map([[row.requestIndex, refused]]), acceptLanguage);
      }
    }
    return { rows, balances };
  });
}

/**
 * Places the bets of a request (SPEC §7 `POST /bets`). One transaction claims the request's key, checks every
 * bet against the current book, stores the bets and debits the stakes (the wallet refuses what the balance
 * cannot cover); the balance and the new bets are announced after the commit. The same device_id and
 * request_key answer the first placement's bets, even when the two requests race.
 */
export async function placeBets(
  deps: SandboxDeps,
  userId: number,
  body: PlaceBetsRequest,
  acceptLanguage: string | undefined,
): Promise<Bet[]> {
  const key = { userId, deviceId: body.meta.device_id, requestKey: body.meta.request_key };
  const hash = bodyHash(body);
  const mode = body.meta.accept_odds_change ?? (await loadPreferences(deps.db, userId)).autoAcceptOddsChange;
  let stored: Awaited<ReturnType<typeof store>>;
  try {
    stored = await store(deps, key, hash, body, mode, acceptLanguage);
  } catch (error) {
    if (!(error instanceof DuplicateRequest)) throw error;
    const earlier = await placedBy(deps, key, hash);
    // NOTE: unreachable in practice: the claim committed with its bets, or it was rolled back and is free.
    if (!earlier)
      throw new ApiError(409, 'conflict', 'The request is being placed', { request_key: key.requestKey });
    return earlier;
  }
  settlerFor(deps).track(stored.rows.flatMap((row) => row.matchIds));
  const views = stored.rows.map((row) => betView(row));
  for (const [currency, account] of stored.balances) await publishBalance(deps, userId, currency, account);
  await Promise.all(views.map((bet) => publishBetChanged(deps, userId, bet)));
  return views;
}
