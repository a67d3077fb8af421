import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { platformUsers, userLimits, walletAccounts, walletOperations } from '../db/schema';
import { API_HEADERS, signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { settleDeposit } from './deposits';
import { SPI_TEST_STATUS_ID } from './payment-methods';

// Decision 0021: a deposit waiting for the bank reserves nothing; it is checked against the player's limits as
// they are when the bank answers.
const test = usePlatformApp();
let keys = 0;
let cookie = '';

async function balance(): Promise<number> {
  const [account] = await test()
    .deps.db.select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, test().demoPlayerId), eq(walletAccounts.currency, 'EUR')));
  return account!.balance;
}

async function pendingDeposit(amount: number): Promise<number> {
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    headers: { ...API_HEADERS, cookie },
    payload: {
      currency: 'EUR',
      amount,
      method_id: 'mastercard_3220',
      idempotency_key: `settle-key-${++keys}`,
    },
  });
  expect(response.json()).toMatchObject({ status: 'pending' });
  return response.json().id;
}

async function lowerDepositLimit(value: number) {
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/user_limits',
    headers: { ...API_HEADERS, cookie },
    payload: { type: 'deposit', period: 'month', value },
  });
  expect(response.statusCode).toBe(200);
}

const settle = (id: number) => settleDeposit(test().deps.services.payments.deposits, id, 'success');

beforeEach(async () => {
  const { db } = test().deps;
  const userId = test().demoPlayerId;
  await db
    .update(platformUsers)
    .set({ statusIds: [2, SPI_TEST_STATUS_ID] })
    .where(eq(platformUsers.id, userId));
  // Each test starts with 500.00 left of its monthly deposit limit, on top of what earlier tests deposited.
  const [deposited] = await db
    .select({ total: sql<string>`coalesce(sum(${walletOperations.amount}), 0)` })
    .from(walletOperations)
    .where(and(eq(walletOperations.userId, userId), eq(walletOperations.reason, 'deposit')));
  await db.delete(userLimits).where(and(eq(userLimits.userId, userId), eq(userLimits.type, 'deposit')));
  await db.insert(userLimits).values({
    userId,
    type: 'deposit',
    status: 'confirmed',
    period: 'month',
    strategy: 'rolling',
    value: Number(deposited!.total) + 50_000,
  });
  cookie = await signInCookie(test().app);
});

describe('a pending deposit meets the limits when it settles', () => {
  it('refuses a pending deposit over a deposit limit the player lowered while it waited, and credits nothing', async () => {
    const id = await pendingDeposit(40_000);
    await lowerDepositLimit(10_000);
    const before = await balance();
    const settled = await settle(id);
    expect(settled).toMatchObject({ status: 'error', failure_reason: 'deposit_limit_exceeded' });
    expect(settled?.settled_at).not.toBeNull();
    expect(await balance()).toBe(before);
    // settled once: a second answer of the bank changes nothing
    expect(await settle(id)).toBeUndefined();
  });

  it('credits a pending deposit that still fits the lowered limit', async () => {
    const id = await pendingDeposit(5_000);
    await lowerDepositLimit(10_000);
    const before = await balance();
    expect(await settle(id)).toMatchObject({ status: 'success', failure_reason: null });
    expect(await balance()).toBe(before + 5_000);
  });

  it('reserves nothing at request: of two pending deposits that only fit one at a time, the second to settle is refused', async () => {
    // 300.00 + 300.00 against 500.00: each passes alone when asked for
    const first = await pendingDeposit(30_000);
    const second = await pendingDeposit(30_000);
    const before = await balance();
    expect(await settle(first)).toMatchObject({ status: 'success' });
    expect(await settle(second)).toMatchObject({ status: 'error', failure_reason: 'deposit_limit_exceeded' });
    expect(await balance()).toBe(before + 30_000);
  });

  it('settles two such deposits at once one after the other: one is credited, the other refused', async () => {
    const ids = [await pendingDeposit(30_000), await pendingDeposit(30_000)];
    const before = await balance();
    const settled = await Promise.all(ids.map(settle));
    expect(settled.map((deposit) => deposit?.status).sort()).toEqual(['error', 'success']);
    expect(await balance()).toBe(before + 30_000);
  });
});
