import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletAccounts, walletOperations } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { publishBalance } from './balance-events';
import { movesWithinBalance } from './conditional-debit';

/** A transaction of the sandbox database (or the database itself): what the wallet's writes run in. */
export type DbExecutor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** One debit or credit: positive minor units, and a key that makes retries harmless. */
export interface WalletChange {
  userId: number;
  currency: string;
  /** Minor units, positive. */
  amount: number;
  /** Unique per operation (`bet:123:stake`); the same key twice moves money once. */
  key: string;
  /** Why the money moved, for the history: `bet_stake`, `bet_win`, `control` … */
  reason: string;
}

/** The account after an operation, and whether this call applied it (false: an earlier call with its key did). */
export interface WalletResult {
  balance: number;
  locked: number;
  applied: boolean;
}

class DuplicateOperation extends Error {}

function validate(change: WalletChange): void {
  if (!Number.isSafeInteger(change.amount) || change.amount <= 0)
    throw new ApiError(400, 'bad_request', 'A wallet amount is a positive integer of minor units', {
      amount: change.amount,
    });
  if (change.key.length === 0 || change.key.length > 200)
    throw new ApiError(400, 'bad_request', 'A wallet operation needs a key of 1 to 200 characters');
}

async function replay(db: DbExecutor, change: WalletChange, delta: number): Promise<WalletResult> {
  const [operation] = await db.select().from(walletOperations).where(eq(walletOperations.key, change.key));
  if (
    !operation ||
    operation.userId !== change.userId ||
    operation.currency !== change.currency ||
    operation.amount !== delta
  )
    throw new ApiError(409, 'conflict', 'The operation key was used for another operation', {
      key: change.key,
    });
  const [account] = await db
    .select({ locked: walletAccounts.locked })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, change.userId), eq(walletAccounts.currency, change.currency)));
  return { balance: operation.balanceAfter, locked: account?.locked ?? 0, applied: false };
}

/**
 * Applies a signed change inside `tx`. The balance moves in one conditional UPDATE (movesWithinBalance), so
 * concurrent debits can never take an account below zero; the operation row is keyed, so a retry
 * finds it and changes nothing. Does not publish: callers that pass their own transaction publish after commit.
 */
export async function applyWalletChange(
  tx: DbExecutor,
  change: WalletChange,
  direction: 'debit' | 'credit',
): Promise<WalletResult> {
  validate(change);
  const delta = direction === 'debit' ? -change.amount : change.amount;
  const [existing] = await tx
    .select({ key: walletOperations.key })
    .from(walletOperations)
    .where(eq(walletOperations.key, change.key));
  if (existing) return replay(tx, change, delta);
  const [account] = await tx
    .update(walletAccounts)
    .set({ balance: sql`${walletAccounts.balance} + ${delta}` })
    .where(
      and(
        eq(walletAccounts.userId, change.userId),
        eq(walletAccounts.currency, change.currency),
        movesWithinBalance(delta),
      ),
    )
    .returning({ balance: walletAccounts.balance, locked: walletAccounts.locked });
  if (!account) {
    const [open] = await tx
      .select({ currency: walletAccounts.currency })
      .from(walletAccounts)
      .where(
        and(
          eq(walletAccounts.userId, change.userId),
          eq(walletAccounts.currency, change.currency),
          eq(walletAccounts.active, true),
        ),
      );
    if (!open)
      throw new ApiError(404, 'not_found', `The player has no open ${change.currency} account`, {
        currency: change.currency,
      });
    throw new ApiError(409, 'insufficient_funds', 'The balance is too low', { currency: change.currency });
  }
  const inserted = await tx
    .insert(walletOperations)
    .values({
      key: change.key,
      userId: change.userId,
      currency: change.currency,
      amount: delta,
      balanceAfter: account.balance,
      reason: change.reason,
    })
    .onConflictDoNothing()
    .returning({ key: walletOperations.key });
  // NOTE: a concurrent call with the same key committed first; roll this one back and answer with its result.
  if (inserted.length === 0) throw new DuplicateOperation();
  return { ...account, applied: true };
}

async function run(deps: SandboxDeps, change: WalletChange, direction: 'debit' | 'credit') {
  let result: WalletResult;
  try {
    result = await deps.db.transaction((tx) => applyWalletChange(tx, change, direction));
  } catch (error) {
    if (!(error instanceof DuplicateOperation)) throw error;
    return replay(deps.db, change, direction === 'debit' ? -change.amount : change.amount);
  }
  if (result.applied) await publishBalance(deps, change.userId, change.currency, result);
  return result;
}

/** Takes money from an account in its own transaction and announces the new balance (`balance_changed`). */
export function debit(deps: SandboxDeps, change: WalletChange): Promise<WalletResult> {
  return run(deps, change, 'debit');
}

/** Adds money to an account in its own transaction and announces the new balance (`balance_changed`). */
export function credit(deps: SandboxDeps, change: WalletChange): Promise<WalletResult> {
  return run(deps, change, 'credit');
}
