import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformUsers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { refuseWhileExcluded } from '../../responsible-gambling/exclusion';
import { failureLocks, lockedUntil } from '../auth/lockout';
import type { FailureRecord, LockoutPolicy, UnknownAddressFailures } from '../auth/lockout';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { sendUnlockMail } from './user-mails';
import { findUserByEmail, normalizeEmail } from './user-queries';
import type { UserRow } from './user-queries';

/** What a sign-in needs besides the database. */
export interface SignInOptions {
  policy: LockoutPolicy;
  /** The failures of addresses without an account, which lock like accounts do. */
  unknownAddresses: UnknownAddressFailures;
  platformUrl: string;
  now: number;
}

function invalidCredentials(): ApiError {
  return new ApiError(401, 'invalid_credentials', 'Wrong e-mail or password');
}

function locked(until: number, now: number): ApiError {
  return new ApiError(423, 'account_locked', 'The account is locked after too many failed sign-ins', {
    reason: 'locked',
    retry_after_seconds: Math.ceil((until - now) / 1000),
  });
}

function recordOf(user: UserRow): FailureRecord {
  return { failed: user.failedSignIns, lockedAt: user.lockedAt?.getTime() ?? null };
}

/** Counts a failed attempt on an account; the one that completes a run of failures locks it and mails the link. */
async function recordFailure(db: Database, user: UserRow, options: SignInOptions): Promise<FailureRecord> {
  const [counted] = await db
    .update(platformUsers)
    .set({ failedSignIns: sql`${platformUsers.failedSignIns} + 1` })
    .where(eq(platformUsers.id, user.id))
    .returning({ failed: platformUsers.failedSignIns });
  const failed = counted?.failed ?? user.failedSignIns + 1;
  if (!failureLocks(failed, options.policy)) return { failed, lockedAt: recordOf(user).lockedAt };
  const token = randomToken();
  await db
    .update(platformUsers)
    .set({ lockedAt: new Date(options.now), unlockTokenHash: hashToken(token) })
    .where(eq(platformUsers.id, user.id));
  await sendUnlockMail(db, user, token, options.platformUrl);
  return { failed, lockedAt: options.now };
}

/**
 * Checks e-mail and password. An unknown address answers exactly as a registered one with a wrong password,
 * after as long a check: 401 `invalid_credentials`, and 423 `account_locked` (with `retry_after_seconds`) from
 * the failure that completes a run of `maxFailedSignIns` until the lock ends (a minute, doubling per further
 * lock, capped) or the mailed link unlocks it. 403 `unconfirmed` only with the right password before
 * confirmation, and 403 `self_excluded` with the right password while a self-exclusion or time-out runs. A success
 * clears the failures.
 */
export async function signIn(
  db: Database,
  credentials: { email: string; password: string },
  options: SignInOptions,
): Promise<UserRow> {
  const email = normalizeEmail(credentials.email);
  const user = await findUserByEmail(db, email);
  // NOTE: the password is checked before anything else, also for an unknown address or a locked account, so that
  // every refusal takes as long.
  const passwordMatches = await verifyPassword(
    credentials.password,
    user?.passwordHash ?? (await dummyPasswordHash),
  );
  const before = user ? recordOf(user) : options.unknownAddresses.get(email);
  const lockEnd = lockedUntil(before, options.policy, options.now);
  if (lockEnd !== null) throw locked(lockEnd, options.now);
  if (!user || !passwordMatches) {
    const after = user
      ? await recordFailure(db, user, options)
      : options.unknownAddresses.fail(email, options.policy, options.now);
    const lockedNow = lockedUntil(after, options.policy, options.now);
    throw lockedNow === null ? invalidCredentials() : locked(lockedNow, options.now);
  }
  if (!user.confirmedAt)
    throw new ApiError(403, 'unconfirmed', 'The e-mail address is not confirmed yet', {
      reason: 'unconfirmed',
    });
  await refuseWhileExcluded(db, user.id, new Date(options.now));
  if (user.failedSignIns > 0 || user.lockedAt)
    await db
      .update(platformUsers)
      .set({ failedSignIns: 0, lockedAt: null, unlockTokenHash: null })
      .where(eq(platformUsers.id, user.id));
  return user;
}
