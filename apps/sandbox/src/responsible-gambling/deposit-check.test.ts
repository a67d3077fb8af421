import { defaultJurisdictionPolicies } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../platform/testing/platform-test-app';
import { credit } from '../platform/wallet/wallet';
import { checkDepositAllowed } from './deposit-check';
import { setLimit } from './limits-service';
import { DEPOSIT_REASON } from './usage';

const test = usePlatformApp();
const policy = defaultJurisdictionPolicies.ukgc!;
const hours = (count: number) => new Date(Date.now() + count * 3_600_000);

async function deposit(key: string, amount: number) {
  await credit(test().deps, {
    userId: test().demoPlayerId,
    currency: 'EUR',
    amount,
    key,
    reason: DEPOSIT_REASON,
  });
}

const attempt = (amount: number) => ({ userId: test().demoPlayerId, currency: 'EUR', amount });

describe('checkDepositAllowed', () => {
  it('allows a deposit within the limits and says what is left (the demo player has 500.00 a month)', async () => {
    await expect(checkDepositAllowed(test().deps.db, attempt(20_000), new Date())).resolves.toEqual({
      remainingAfter: 30_000,
    });
  });

  it('refuses a deposit over the lowest limit, counting earlier deposits of the period', async () => {
    await setLimit(
      test().deps.db,
      test().demoPlayerId,
      { type: 'deposit', period: 'day', value: 10_000 },
      policy,
      new Date(),
    );
    await deposit('deposit:rg:1', 7_000);
    // Daily 100.00 - 70.00 deposited = 30.00 left; the monthly 500.00 - 70.00 leaves more, so the daily wins.
    await expect(checkDepositAllowed(test().deps.db, attempt(3_000), new Date())).resolves.toEqual({
      remainingAfter: 0,
    });
    await expect(checkDepositAllowed(test().deps.db, attempt(3_001), new Date())).rejects.toMatchObject({
      status: 422,
      code: 'deposit_limit_exceeded',
      details: { period: 'day', value: 10_000, remaining: 3_000, currency: 'EUR' },
    });
  });

  it('counts deposits in the deposit currency only, and no other credits', async () => {
    await credit(test().deps, {
      userId: test().demoPlayerId,
      currency: 'EUR',
      amount: 50_000,
      key: 'win:rg',
      reason: 'bet_win',
    });
    await expect(
      checkDepositAllowed(test().deps.db, { ...attempt(3_000), currency: 'BTC' }, new Date()),
    ).resolves.toEqual({
      remainingAfter: 7_000,
    });
    await expect(checkDepositAllowed(test().deps.db, attempt(3_000), new Date())).resolves.toEqual({
      remainingAfter: 0,
    });
  });

  it('keeps the lower limit until a raised one has waited out its cooling-off', async () => {
    await setLimit(
      test().deps.db,
      test().demoPlayerId,
      { type: 'deposit', period: 'day', value: 40_000 },
      policy,
      new Date(),
    );
    await expect(checkDepositAllowed(test().deps.db, attempt(5_000), new Date())).rejects.toMatchObject({
      code: 'deposit_limit_exceeded',
    });
    // A day later the raised daily 400.00 applies, and the 70.00 has left its rolling day: 400.00 is left whole,
    // the monthly 500.00 - 70.00 = 430.00, so 400.00 binds; after this 50.00, 350.00.
    await expect(checkDepositAllowed(test().deps.db, attempt(5_000), hours(24))).resolves.toEqual({
      remainingAfter: 35_000,
    });
  });

  it('refuses every deposit during a time-out', async () => {
    await setLimit(test().deps.db, test().demoPlayerId, { type: 'coolingoff', value: 1 }, policy, hours(24));
    await expect(checkDepositAllowed(test().deps.db, attempt(100), hours(25))).rejects.toMatchObject({
      status: 403,
      code: 'self_excluded',
      details: { reason: 'coolingoff' },
    });
    await expect(checkDepositAllowed(test().deps.db, attempt(100), hours(48))).resolves.toBeDefined();
  });
});
