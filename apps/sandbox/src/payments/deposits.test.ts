import { privateUserChannel, routes } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentDeposits, platformUsers, walletAccounts, walletOperations } from '../db/schema';
import { ApiError } from '../http/api-error';
import { setAccountBalance } from '../platform/wallet/accounts';
import { API_HEADERS, signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { expectContractResponse, expectErrorBody } from '../testing/expect-contract';
import { depositDeps, settleDeposit } from './deposits';
import { SPI_TEST_STATUS_ID } from './payment-methods';
import { createPaymentService } from './payment-service';

const test = usePlatformApp();
let keys = 0;

async function deposit(cookie: string, body: Record<string, unknown>) {
  return test().app.inject({
    method: 'POST',
    url: '/api/payments/deposits',
    headers: { ...API_HEADERS, cookie },
    payload: { currency: 'EUR', method_id: 'visa_4242', idempotency_key: `key-${++keys}-xxxx`, ...body },
  });
}

async function eur(): Promise<{ balance: number; sumOfOperations: number }> {
  const { db } = test().deps;
  const userId = test().demoPlayerId;
  const [account] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, 'EUR')));
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${walletOperations.amount}), 0)` })
    .from(walletOperations)
    .where(and(eq(walletOperations.userId, userId), eq(walletOperations.currency, 'EUR')));
  return { balance: account!.balance, sumOfOperations: Number(sum!.total) };
}

async function setTester(tester: boolean) {
  await test()
    .deps.db.update(platformUsers)
    .set({ statusIds: tester ? [2, SPI_TEST_STATUS_ID] : [2] })
    .where(eq(platformUsers.id, test().demoPlayerId));
}

afterEach(async () => {
  test().deps.sites.reset();
  await setTester(false);
});

describe('deposit options', () => {
  it('offers a player the card that succeeds, and testers (spi_test) the declined and pending cards too', async () => {
    const cookie = await signInCookie(test().app);
    const get = () =>
      test().app.inject({ method: 'GET', url: '/api/payments/deposit_options', headers: { cookie } });
    const player = expectContractResponse(routes.platform.getDepositOptions, (await get()).json());
    expect(player.methods.map((method) => method.id)).toEqual(['visa_4242']);
    expect(player.test_mode).toBe(false);
    // 10, 20, 50 and 100 euros in cents; the bounds are 5 and 10,000 euros
    expect(player).toMatchObject({
      presets: [1_000, 2_000, 5_000, 10_000],
      min_amount: 500,
      max_amount: 1_000_000,
    });
    await setTester(true);
    const tester = expectContractResponse(routes.platform.getDepositOptions, (await get()).json());
    expect(tester.methods.map((method) => method.id)).toEqual(['visa_4242', 'visa_0002', 'mastercard_3220']);
    expect(tester.test_mode).toBe(true);
  });

  it('converts the presets exactly at the fixed rate: 10 euros are 16,000 satoshi', async () => {
    const cookie = await signInCookie(test().app);
    const response = await test().app.inject({
      method: 'GET',
      url: '/api/payments/deposit_options?currency=BTC',
      headers: { cookie },
    });
    // 10 EUR × 0.000016 BTC/EUR × 10^8 = 16,000 satoshi
    expect(response.json()).toMatchObject({
      currency: 'BTC',
      subunits: 8,
      presets: [16_000, 32_000, 80_000, 160_000],
    });
  });
});

describe('deposit states', () => {
  it('credits a successful deposit once, announces the balance and lists it in the transactions', async () => {
    await setAccountBalance(test().deps.db, test().demoPlayerId, 'EUR', 10_000, 0);
    const cookie = await signInCookie(test().app);
    const published = test().publisher.published.length;
    const before = await eur();
    const response = await deposit(cookie, { amount: 2_500 });
    expect(response.statusCode).toBe(200);
    const made = expectContractResponse(routes.platform.createDeposit, response.json());
    expect(made).toMatchObject({ status: 'success', amount: 2_500, failure_reason: null });
    // 100.00 + 25.00 = 125.00, and the ledger moved by the one credit
    const after = await eur();
    expect(after.balance).toBe(12_500);
    expect(after.sumOfOperations - before.sumOfOperations).toBe(2_500);
    const events = test().publisher.published.slice(published);
    expect(events).toContainEqual({
      channel: privateUserChannel('en', test().demoPlayerId),
      data: expect.objectContaining({ event_name: 'balance_changed' }),
    });
    const history = await test().app.inject({
      method: 'GET',
      url: '/api/player/transactions',
      headers: { cookie },
    });
    expect(history.json()[0]).toMatchObject({
      id: `deposit:${made.id}`,
      kind: 'deposit',
      amount: 2_500,
      balance_after: 12_500,
    });
  });

  it('moves no money for a declined card and says why', async () => {
    await setTester(true);
    const cookie = await signInCookie(test().app);
    const before = (await eur()).balance;
    const made = (await deposit(cookie, { amount: 2_500, method_id: 'visa_0002' })).json();
    expect(made).toMatchObject({ status: 'error', failure_reason: 'card_declined' });
    expect((await eur()).balance).toBe(before);
  });

  it('credits a pending deposit only when it settles, and once when settled twice at once', async () => {
    await setTester(true);
    const cookie = await signInCookie(test().app);
    const before = (await eur()).balance;
    const made = (await deposit(cookie, { amount: 4_000, method_id: 'mastercard_3220' })).json();
    expect(made).toMatchObject({ status: 'pending', settled_at: null });
    expect((await eur()).balance).toBe(before);
    const deps = depositDeps(
      test().deps,
      () => new Date(),
      async () => {},
    );
    const settled = await Promise.all([
      settleDeposit(deps, made.id, 'success'),
      settleDeposit(deps, made.id, 'success'),
      settleDeposit(deps, made.id, 'error'),
    ]);
    expect(settled.filter(Boolean)).toHaveLength(1);
    const polled = await test().app.inject({
      method: 'GET',
      url: `/api/payments/deposits/${made.id}`,
      headers: { cookie },
    });
    const final = polled.json();
    expect(final.status).not.toBe('pending');
    expect((await eur()).balance).toBe(final.status === 'success' ? before + 4_000 : before);
  });
});

describe('idempotency', () => {
  it('makes one deposit and one credit from twenty racing requests with one key; balance = sum of operations', async () => {
    await setAccountBalance(test().deps.db, test().demoPlayerId, 'EUR', 0, 0);
    const cookie = await signInCookie(test().app);
    const before = await eur();
    const body = { amount: 5_000, idempotency_key: 'race-key-0001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(cookie, body)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = await test()
      .deps.db.select()
      .from(paymentDeposits)
      .where(eq(paymentDeposits.idempotencyKey, 'race-key-0001'));
    expect(rows).toHaveLength(1);
    const after = await eur();
    expect(after.balance).toBe(5_000);
    // the account was set to 0 outside the ledger, so the ledger moved by exactly the one credit
    expect(after.sumOfOperations - before.sumOfOperations).toBe(5_000);
  });

  it('refuses the same key for a different amount', async () => {
    const cookie = await signInCookie(test().app);
    await deposit(cookie, { amount: 1_000, idempotency_key: 'reused-key-01' });
    const response = await deposit(cookie, { amount: 2_000, idempotency_key: 'reused-key-01' });
    expect(response.statusCode).toBe(409);
    expect(expectErrorBody(response.json()).code).toBe('conflict');
  });
});

describe('deposit rules', () => {
  it('asks for the missing deposit fields first, then takes the deposit', async () => {
    test().deps.sites.patch({
      config: { deposit: { required_fields: ['birth_date', 'city'], blocked_country_codes: [] } },
    });
    const cookie = await signInCookie(test().app);
    const refused = await deposit(cookie, { amount: 1_000 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'deposit_fields_missing',
      details: { fields: expect.arrayContaining(['city']) },
    });
    const saved = await test().app.inject({
      method: 'PUT',
      url: '/api/payments/deposit_details',
      headers: { ...API_HEADERS, cookie },
      payload: { birth_date: '1990-04-01', city: 'Ljubljana' },
    });
    expect(saved.json().missing_fields).toEqual([]);
    expect((await deposit(cookie, { amount: 1_000 })).json().status).toBe('success');
  });

  it("refuses a deposit from a country the site blocks (the player's phone country)", async () => {
    test().deps.sites.patch({ config: { deposit: { required_fields: [], blocked_country_codes: ['DE'] } } });
    const cookie = await signInCookie(test().app);
    const response = await deposit(cookie, { amount: 1_000 });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('deposit_not_allowed');
  });

  it('refuses an amount under the minimum with the bounds', async () => {
    const cookie = await signInCookie(test().app);
    const response = await deposit(cookie, { amount: 499 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_amount', details: { min_amount: 500 } });
  });

  it("refuses a deposit over the player's deposit limit (the demo player's 500.00 a month) and credits nothing", async () => {
    const cookie = await signInCookie(test().app);
    const before = (await eur()).balance;
    const response = await deposit(cookie, { amount: 50_001 });
    expect(response.statusCode).toBe(422);
    expect(expectErrorBody(response.json()).code).toBe('deposit_limit_exceeded');
    expect((await eur()).balance).toBe(before);
  });

  it('stores nothing when the limit check refuses, inside the deposit transaction', async () => {
    const refusal = new ApiError(403, 'deposit_limit_exceeded', 'Over the deposit limit');
    const service = createPaymentService(
      test().deps,
      () => new Date(),
      async () => {
        throw refusal;
      },
    );
    const [user] = await test()
      .deps.db.select()
      .from(platformUsers)
      .where(eq(platformUsers.id, test().demoPlayerId));
    const before = (await eur()).balance;
    await expect(
      service.deposit(user!, {
        amount: 1_000,
        currency: 'EUR',
        method_id: 'visa_4242',
        idempotency_key: 'limited-key-1',
      }),
    ).rejects.toBe(refusal);
    const rows = await test()
      .deps.db.select()
      .from(paymentDeposits)
      .where(eq(paymentDeposits.idempotencyKey, 'limited-key-1'));
    expect(rows).toEqual([]);
    expect((await eur()).balance).toBe(before);
  });
});
