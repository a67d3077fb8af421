import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_ADDRESSES_KEPT,
  UnknownAddressFailures,
  failureLocks,
  lockDurationMs,
  lockedUntil,
} from './lockout';

const policy = { maxFailedSignIns: 5, firstLockMs: 60_000, maxLockMs: 3_600_000 };

describe('lockout policy', () => {
  it('locks at every fifth failure in a row, not before', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 10].map((failed) => failureLocks(failed, policy))).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      true,
    ]);
  });

  it('lasts a minute the first time and twice as long each further time, capped at an hour', () => {
    // 1, 2, 4, 8, 16, 32 minutes; the seventh would be 64 minutes, past the cap of 60.
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((lock) => lockDurationMs(lock, policy) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });

  it('ends the lock when its time has run out', () => {
    const lockedAt = 1_000_000;
    // The second lock (10 failures) began at lockedAt and lasts 2 minutes.
    const record = { failed: 10, lockedAt };
    expect(lockedUntil(record, policy, lockedAt + 119_999)).toBe(lockedAt + 120_000);
    expect(lockedUntil(record, policy, lockedAt + 120_000)).toBeNull();
    expect(lockedUntil({ failed: 4, lockedAt: null }, policy, lockedAt)).toBeNull();
  });

  it('locks an address without an account after as many failures as an account', () => {
    const failures = new UnknownAddressFailures();
    for (let attempt = 1; attempt < 5; attempt += 1) failures.fail('ghost@example.com', policy, 0);
    expect(lockedUntil(failures.get('ghost@example.com'), policy, 0)).toBeNull();
    const locked = failures.fail('ghost@example.com', policy, 0);
    expect(lockedUntil(locked, policy, 0)).toBe(60_000);
  });

  it('forgets the oldest address without an account once it keeps the most it may', () => {
    const failures = new UnknownAddressFailures();
    for (let index = 0; index <= UNKNOWN_ADDRESSES_KEPT; index += 1)
      failures.fail(`ghost-${index}@example.com`, policy, 0);
    expect(failures.get('ghost-0@example.com').failed).toBe(0);
    expect(failures.get('ghost-1@example.com').failed).toBe(1);
  });
});
