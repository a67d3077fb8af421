/** When failed sign-ins lock an account, and for how long. */
export interface LockoutPolicy {
  /** Failed sign-ins in a row that lock the account; every further run of as many locks it again. */
  maxFailedSignIns: number;
  /** How long the first lock lasts, in milliseconds; each further lock lasts twice as long as the one before. */
  firstLockMs: number;
  /** The longest a lock lasts, in milliseconds. */
  maxLockMs: number;
}

/**
 * An account's sign-in failures: `failed` counts every failure since the last success or unlock (it is not reset
 * when a lock ends, so it also tells how many locks there were), `lockedAt` is when the last lock began.
 */
export interface FailureRecord {
  failed: number;
  lockedAt: number | null;
}

/** How long the `lock`-th lock (1, 2, …) lasts: the first lock's time doubled for each lock before, capped. */
export function lockDurationMs(lock: number, policy: LockoutPolicy): number {
  // NOTE: the exponent is capped so that a long history cannot overflow to Infinity before the cap applies.
  return Math.min(policy.firstLockMs * 2 ** Math.min(Math.max(lock - 1, 0), 40), policy.maxLockMs);
}

/** When the current lock ends, or null when the account is not locked at `now`. */
export function lockedUntil(record: FailureRecord, policy: LockoutPolicy, now: number): number | null {
  const locks = Math.floor(record.failed / policy.maxFailedSignIns);
  if (locks === 0 || record.lockedAt === null) return null;
  const until = record.lockedAt + lockDurationMs(locks, policy);
  return now < until ? until : null;
}

/** Whether the failure that brought the count to `failed` begins a lock. */
export function failureLocks(failed: number, policy: LockoutPolicy): boolean {
  return failed > 0 && failed % policy.maxFailedSignIns === 0;
}

/** How many addresses without an account `UnknownAddressFailures` remembers; the oldest is forgotten first. */
export const UNKNOWN_ADDRESSES_KEPT = 10_000;

/**
 * The failures of addresses that have no account, kept in memory so that they lock like a real account does:
 * without it, an address that never locks would be known to have no account.
 */
export class UnknownAddressFailures {
  readonly #records = new Map<string, FailureRecord>();

  /** The record of `email` (normalized), empty when it has none. */
  get(email: string): FailureRecord {
    return this.#records.get(email) ?? { failed: 0, lockedAt: null };
  }

  /** Counts a failure at `now`; returns the record after it. */
  fail(email: string, policy: LockoutPolicy, now: number): FailureRecord {
    const before = this.get(email);
    const failed = before.failed + 1;
    const record = { failed, lockedAt: failureLocks(failed, policy) ? now : before.lockedAt };
    // NOTE: deleted first so that the address moves to the end of the insertion order (the newest).
    this.#records.delete(email);
    this.#records.set(email, record);
    if (this.#records.size > UNKNOWN_ADDRESSES_KEPT)
      this.#records.delete(this.#records.keys().next().value as string);
    return record;
  }
}
