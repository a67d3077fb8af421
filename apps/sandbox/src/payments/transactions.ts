import type { WalletTransaction } from '@sportsbook/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { walletOperations } from '../db/schema';

/** The player's wallet operations, newest first: the transaction history (SPEC §2.7a). */
export async function listTransactions(
  db: Database,
  userId: number,
  page: { limit?: number | undefined; offset?: number | undefined } = {},
): Promise<WalletTransaction[]> {
  const rows = await db
    .select()
    .from(walletOperations)
    .where(eq(walletOperations.userId, userId))
    .orderBy(desc(walletOperations.createdAt), desc(walletOperations.key))
    .limit(page.limit ?? 50)
    .offset(page.offset ?? 0);
  return rows.map((row) => ({
    id: row.key,
    kind: row.reason,
    amount: row.amount,
    currency: row.currency,
    balance_after: row.balanceAfter,
    created_at: row.createdAt.toISOString(),
  }));
}
