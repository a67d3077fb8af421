import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletAccounts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { usePlatformApp } from '../testing/platform-test-app';
import { setAccountBalance } from './accounts';
import { debitAccounts } from './conditional-debit';
import { debit } from './wallet';

const test = usePlatformApp();

async function eurAccount() {
  const [row] = await test()
    .deps.db.select({ balance: walletAccounts.balance, active: walletAccounts.active })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, test().demoPlayerId), eq(walletAccounts.currency, 'EUR')));
  return row!;
}

/** Debits `total` EUR from the demo player through the batched debit; answers the balances it returned. */
async function debitInBatch(total: number): Promise<number[]> {
  const input = JSON.stringify([{ user_id: test().demoPlayerId, currency: 'EUR', total }]);
  const result = (await test().deps.db.execute(sql`
    with debit as (${debitAccounts(
      sql`jsonb_to_recordset(${input}::jsonb) as p(user_id int, currency text, total bigint)`,
    )})
    select balance::text as balance from debit`)) as unknown as { rows: { balance: string }[] };
  return result.rows.map((row) => Number(row.balance));
}

/** Debits `amount` EUR one by one (the wallet's applyWalletChange); answers whether it was refused as short. */
async function debitAloneRefused(key: string, amount: number): Promise<boolean> {
  const change = { userId: test().demoPlayerId, currency: 'EUR', amount, key, reason: 'test' };
  try {
    await debit(test().deps, change);
    return false;
  } catch (error) {
    return error instanceof ApiError && (error.code === 'insufficient_funds' || error.status === 404);
  }
}

describe('one conditional debit for single and batched debits', () => {
  it('debits in a batch only what balance minus locked covers, like a single debit', async () => {
    await setAccountBalance(test().deps.db, test().demoPlayerId, 'EUR', 10_000, 3_000);
    expect(await debitInBatch(7_001)).toEqual([]);
    expect(await debitAloneRefused('short:1', 7_001)).toBe(true);
    expect((await eurAccount()).balance).toBe(10_000);
    expect(await debitInBatch(7_000)).toEqual([3_000]);
    expect((await eurAccount()).balance).toBe(3_000);
  });

  it('debits no closed account, in a batch or alone', async () => {
    await setAccountBalance(test().deps.db, test().demoPlayerId, 'EUR', 10_000, 0);
    await test()
      .deps.db.update(walletAccounts)
      .set({ active: false })
      .where(and(eq(walletAccounts.userId, test().demoPlayerId), eq(walletAccounts.currency, 'EUR')));
    try {
      expect(await debitInBatch(100)).toEqual([]);
      expect(await debitAloneRefused('closed:1', 100)).toBe(true);
      expect((await eurAccount()).balance).toBe(10_000);
    } finally {
      await test()
        .deps.db.update(walletAccounts)
        .set({ active: true })
        .where(and(eq(walletAccounts.userId, test().demoPlayerId), eq(walletAccounts.currency, 'EUR')));
    }
  });
});
