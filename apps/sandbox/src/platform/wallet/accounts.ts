import type { Account } from '@sportsbook/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformUsers, walletAccounts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { findCurrency } from './currencies';

type AccountRow = typeof walletAccounts.$inferSelect;

function toAccount(row: AccountRow): Account {
  const currency = findCurrency(row.currency);
  return {
    currency: row.currency,
    subunits: currency?.subunits ?? 2,
    fiat: currency?.fiat ?? true,
    balance: row.balance,
    locked: row.locked,
    active: row.active,
  };
}

/** The player's open accounts, oldest first (closed accounts are not returned, SPEC §7). */
export async function listAccounts(db: Database, userId: number): Promise<Account[]> {
  const rows = await db
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.active, true)))
    .orderBy(asc(walletAccounts.createdAt), asc(walletAccounts.currency));
  return rows.map(toAccount);
}

/**
 * Opens (or reopens) the player's account in a currency and makes it the current one. 400
 * `unsupported_currency` for a code the platform does not keep.
 */
export async function openAccount(db: Database, userId: number, currency: string): Promise<Account> {
  if (!findCurrency(currency))
    throw new ApiError(400, 'unsupported_currency', `Accounts in ${currency} are not offered`, { currency });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(walletAccounts)
      .values({ userId, currency })
      .onConflictDoUpdate({
        target: [walletAccounts.userId, walletAccounts.currency],
        set: { active: true },
      })
      .returning();
    await tx.update(platformUsers).set({ currency }).where(eq(platformUsers.id, userId));
    return toAccount(row!);
  });
}

/** Sets an open account's balance and locked amount outright (the control API); 404 when there is none. */
export async function setAccountBalance(
  db: Database,
  userId: number,
  currency: string,
  balance: number,
  locked: number,
): Promise<Account> {
  const [row] = await db
    .update(walletAccounts)
    .set({ balance, locked })
    .where(
      and(
        eq(walletAccounts.userId, userId),
        eq(walletAccounts.currency, currency),
        eq(walletAccounts.active, true),
      ),
    )
    .returning();
  if (!row)
    throw new ApiError(404, 'not_found', `The player has no open ${currency} account`, { userId, currency });
  return toAccount(row);
}
