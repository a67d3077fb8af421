import { privateUserChannel, RealtimeEvent } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletAccounts } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { usePlatformApp } from '../testing/platform-test-app';
import { setAccountBalance } from './accounts';
import { credit, debit } from './wallet';

const test = usePlatformApp();

async function eurBalance(): Promise<number> {
  const [row] = await test()
    .deps.db.select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, test().demoPlayerId), eq(walletAccounts.currency, 'EUR')));
  return row!.balance;
}

function change(key: string, amount: number) {
  return { userId: test().demoPlayerId, currency: 'EUR', amount, key, reason: 'test' };
}

describe('wallet', () => {
  it('debits once per operation key, however often it is retried', async () => {
    await setAccountBalance(test().deps.db, test().demoPlayerId, 'EUR', 10_000, 0);
    const first = await debit(test().deps, change('bet:1:stake', 2_500));
    const retried = await debit(test().deps, change('bet:1:stake', 2_500));
    expect(first).toEqual({ balance: 7_500, locked: 0, applied: true });
    expect(retried).toEqual({ balance: 7_500, locked: 0, applied: false });
    expect(await eurBalance()).toBe(7_500);
  });

  it('refuses to reuse a key for a different operation', async () => {
    await expect(debit(test().deps, change('bet:1:stake', 100))).rejects.toMatchObject({ status: 409 });
  });

  it('never goes below zero under concurrent debits, nor into the locked amount', async () => {
    await setAccountBalance(test().deps.db, test().demoPlayerId, 'EUR', 10_000, 1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, index) => debit(test().deps, change(`race:${index}`, 1_000))),
    );
    const applied = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(applied).toHaveLength(9);
    expect(refused.every((result) => (result.reason as ApiError).code === 'insufficient_funds')).toBe(true);
    expect(await eurBalance()).toBe(1_000);
  });

  it('announces a credit as balance_changed on the private channel with the subunits', async () => {
    const { publisher } = test();
    publisher.published.length = 0;
    await credit(test().deps, change('win:1', 4_200));
    const event = publisher.published.find(
      (item) => item.channel === privateUserChannel('en', test().demoPlayerId),
    );
    expect(RealtimeEvent.parse(event?.data)).toEqual({
      event_name: 'balance_changed',
      message: { balance: { value: 5_200, currency: 'EUR', subunits: 2 }, locked: 1_000 },
    });
  });

  it('does not announce a retried operation again', async () => {
    const { publisher } = test();
    publisher.published.length = 0;
    await credit(test().deps, change('win:1', 4_200));
    expect(publisher.published).toEqual([]);
  });

  it('refuses an account the player does not have, and amounts that are not positive integers', async () => {
    await expect(debit(test().deps, { ...change('x:1', 1), currency: 'GBP' })).rejects.toMatchObject({
      status: 404,
    });
    for (const amount of [0, -5, 1.5, Number.NaN])
      await expect(credit(test().deps, change(`bad:${amount}`, amount))).rejects.toBeInstanceOf(ApiError);
  });
});
