import type { Deposit } from '@sportsbook/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentDeposits, walletAccounts } from '../db/schema';
import type { SandboxInfra } from '../deps';
import { ApiError } from '../http/api-error';
import { publishBalance } from '../platform/wallet/balance-events';
import { applyWalletChange } from '../platform/wallet/wallet';
import type { DbExecutor, WalletResult } from '../platform/wallet/wallet';
import type { DepositLimitCheck } from './deposit-gate';
import type { MethodOutcome } from './payment-methods';

type DepositRow = typeof paymentDeposits.$inferSelect;

/** A deposit as the provider received it, after its method told the outcome. */
export interface NewDeposit {
  userId: number;
  idempotencyKey: string;
  amount: number;
  currency: string;
  methodId: string;
  outcome: MethodOutcome;
}

/** The dependencies of the deposit service: the database, the balance publisher, the clock, the limit check. */
export interface DepositDeps {
  db: Database;
  publish: (userId: number, currency: string, account: WalletResult) => Promise<void>;
  now: () => Date;
  checkLimit: DepositLimitCheck;
}

/** Builds the service's dependencies from the sandbox's. */
export function depositDeps(deps: SandboxInfra, now: () => Date, checkLimit: DepositLimitCheck): DepositDeps {
  return {
    db: deps.db,
    publish: (userId, currency, account) => publishBalance(deps, userId, currency, account),
    now,
    checkLimit,
  };
}

/** The API shape of a stored deposit. */
export function toDeposit(row: DepositRow): Deposit {
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    method_id: row.methodId,
    status: row.status,
    failure_reason: row.failureReason,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/** The wallet operation of a deposit's money: one per deposit, so it is credited once whatever happens. */
function creditOf(row: DepositRow) {
  return {
    userId: row.userId,
    currency: row.currency,
    amount: row.amount,
    key: `deposit:${row.id}`,
    reason: 'deposit',
  };
}

/**
 * Locks the player's account in `currency` for the rest of the transaction, so that two deposits of one player
 * are checked against the limits one after the other and cannot both pass a limit only one of them fits.
 */
async function lockAccount(tx: DbExecutor, userId: number, currency: string): Promise<void> {
  await tx
    .select({ userId: walletAccounts.userId })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, currency)))
    .for('update');
}

async function findByKey(db: DbExecutor, userId: number, key: string): Promise<DepositRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentDeposits)
    .where(and(eq(paymentDeposits.userId, userId), eq(paymentDeposits.idempotencyKey, key)));
  return row;
}

function sameRequest(row: DepositRow, request: NewDeposit): boolean {
  return (
    row.amount === request.amount && row.currency === request.currency && row.methodId === request.methodId
  );
}

function replayed(row: DepositRow, request: NewDeposit): Deposit {
  if (!sameRequest(row, request))
    throw new ApiError(409, 'conflict', 'The idempotency key was used for another deposit', {
      idempotency_key: request.idempotencyKey,
    });
  return toDeposit(row);
}

/**
 * Makes a deposit once per idempotency key. The row, the limit check and a success's credit are one
 * transaction; a concurrent request with the same key loses the unique index and answers the winner's deposit.
 */
export async function createDeposit(deps: DepositDeps, request: NewDeposit): Promise<Deposit> {
  const earlier = await findByKey(deps.db, request.userId, request.idempotencyKey);
  if (earlier) return replayed(earlier, request);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    await lockAccount(tx, request.userId, request.currency);
    await deps.checkLimit(tx, {
      userId: request.userId,
      currency: request.currency,
      amount: request.amount,
      now,
    });
    const [row] = await tx
      .insert(paymentDeposits)
      .values({
        userId: request.userId,
        idempotencyKey: request.idempotencyKey,
        amount: request.amount,
        currency: request.currency,
        methodId: request.methodId,
        status: request.outcome,
        failureReason: request.outcome === 'error' ? 'card_declined' : null,
        createdAt: now,
        settledAt: request.outcome === 'pending' ? null : now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    const account =
      request.outcome === 'success' ? await applyWalletChange(tx, creditOf(row), 'credit') : null;
    return { row, account };
  });
  if (!outcome) {
    // NOTE: a request with the same key committed between the look-up and the insert.
    const winner = await findByKey(deps.db, request.userId, request.idempotencyKey);
    if (!winner) throw new ApiError(409, 'conflict', 'The deposit is being made; try again');
    return replayed(winner, request);
  }
  if (outcome.account?.applied) await deps.publish(request.userId, request.currency, outcome.account);
  return toDeposit(outcome.row);
}

/**
 * The limit check's verdict on a deposit the bank has just accepted: null when the player's limits (as they are
 * now) take it, else the refusal's code, which becomes the deposit's failure reason. Only an ApiError is a
 * refusal; anything else is a fault and rolls the settlement back.
 */
async function limitRefusal(deps: DepositDeps, tx: DbExecutor, row: DepositRow, now: Date) {
  try {
    await deps.checkLimit(tx, { userId: row.userId, currency: row.currency, amount: row.amount, now });
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

/**
 * Settles a pending deposit to `success` (credited) or `error`. A success is checked against the player's
 * limits as they are at settlement (decision 0021): a deposit over a limit lowered while it waited, or of a
 * player excluded meanwhile, ends `error` with the refusal's code and no credit. The status moves only from
 * `pending`, in the same transaction as the credit, so a deposit settled twice at once is credited once.
 * Answers the deposit after settling, or undefined when it was not pending.
 */
export async function settleDeposit(
  deps: DepositDeps,
  depositId: number,
  status: 'success' | 'error',
): Promise<Deposit | undefined> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(paymentDeposits)
      .where(and(eq(paymentDeposits.id, depositId), eq(paymentDeposits.status, 'pending')));
    if (!pending) return null;
    await lockAccount(tx, pending.userId, pending.currency);
    const refusal = status === 'success' ? await limitRefusal(deps, tx, pending, now) : null;
    const final = refusal ? 'error' : status;
    const [row] = await tx
      .update(paymentDeposits)
      .set({
        status: final,
        settledAt: now,
        failureReason: final === 'error' ? (refusal ?? 'bank_refused') : null,
      })
      .where(and(eq(paymentDeposits.id, depositId), eq(paymentDeposits.status, 'pending')))
      .returning();
    if (!row) return null;
    const account = final === 'success' ? await applyWalletChange(tx, creditOf(row), 'credit') : null;
    return { row, account };
  });
  if (!outcome) return undefined;
  if (outcome.account?.applied) await deps.publish(outcome.row.userId, outcome.row.currency, outcome.account);
  return toDeposit(outcome.row);
}

/** A deposit of the player; 404 for another player's or an unknown id. */
export async function getDeposit(db: Database, userId: number, depositId: number): Promise<Deposit> {
  const [row] = await db
    .select()
    .from(paymentDeposits)
    .where(and(eq(paymentDeposits.id, depositId), eq(paymentDeposits.userId, userId)));
  if (!row) throw new ApiError(404, 'not_found', 'No such deposit', { id: depositId });
  return toDeposit(row);
}

/** The player's deposits, newest first. */
export async function listDeposits(db: Database, userId: number, limit = 50): Promise<Deposit[]> {
  const rows = await db
    .select()
    .from(paymentDeposits)
    .where(eq(paymentDeposits.userId, userId))
    .orderBy(desc(paymentDeposits.createdAt), desc(paymentDeposits.id))
    .limit(limit);
  return rows.map(toDeposit);
}

/** Pending deposits, oldest first (of one player when `userId` is given), for the control API. */
export async function pendingDeposits(db: Database, userId?: number): Promise<DepositRow[]> {
  const pending = eq(paymentDeposits.status, 'pending');
  return db
    .select()
    .from(paymentDeposits)
    .where(userId === undefined ? pending : and(pending, eq(paymentDeposits.userId, userId)))
    .orderBy(paymentDeposits.id);
}
