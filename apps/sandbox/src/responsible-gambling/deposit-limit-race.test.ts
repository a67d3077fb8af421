import { defaultJurisdictionPolicies } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { usePlatformApp } from '../platform/testing/platform-test-app';
import { applyWalletChange } from '../platform/wallet/wallet';
import { checkDepositAllowed } from './deposit-check';
import { setLimit } from './limits-service';
import { depositedSince, DEPOSIT_REASON } from './usage';

// NOTE: PGlite runs one transaction at a time; `npm run test:db` runs this file on the PostgreSQL of
// DATABASE_URL, where the deposits' transactions run side by side on pooled connections.
const test = usePlatformApp();

describe('deposit limits under concurrent deposits', () => {
  it('credits at most the daily limit when eight deposits race for it', async () => {
    const { db } = test().deps;
    const userId = test().demoPlayerId;
    const policy = defaultJurisdictionPolicies.mga!;
    await setLimit(db, userId, { type: 'deposit', period: 'day', value: 10_000 }, policy, new Date());
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, index) =>
        db.transaction(async (tx) => {
          const attempt = { userId, currency: 'EUR', amount: 3_000 };
          await checkDepositAllowed(tx, attempt, new Date());
          const key = `deposit:race:${index}`;
          await applyWalletChange(tx, { ...attempt, key, reason: DEPOSIT_REASON }, 'credit');
        }),
      ),
    );
    // 100.00 a day takes three deposits of 30.00, not a fourth.
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ code: 'deposit_limit_exceeded' });
    expect(await depositedSince(db, userId, 'EUR', new Date(Date.now() - 3_600_000))).toBe(9_000);
  });
});
