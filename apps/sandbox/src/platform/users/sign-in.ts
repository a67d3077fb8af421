import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformUsers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { sendUnlockMail } from './user-mails';
import { findUserByEmail } from './user-queries';
import type { UserRow } from './user-queries';

function locked(): ApiError {
  return new ApiError(423, 'account_locked', 'The account is locked after too many failed sign-ins', {
    reason: 'locked',
  });
}

/** Counts a failed attempt; the one that reaches the limit locks the account and mails the unlock link. */
async function recordFailure(
  db: Database,
  user: UserRow,
  { maxFailedSignIns, platformUrl }: { maxFailedSignIns: number; platformUrl: string },
): Promise<ApiError> {
  const [counted] = await db
    .update(platformUsers)
    .set({ failedSignIns: sql`${platformUsers.failedSignIns} + 1` })
    .where(eq(platformUsers.id, user.id))
    .returning({ failed: platformUsers.failedSignIns });
  const failed = counted?.failed ?? maxFailedSignIns;
  if (failed < maxFailedSignIns)
    return new ApiError(401, 'invalid_credentials', 'Wrong e-mail or password', {
      attempts_left: maxFailedSignIns - failed,
    });
  const token = randomToken();
  await db
    .update(platformUsers)
    .set({ lockedAt: new Date(), unlockTokenHash: hashToken(token) })
    .where(eq(platformUsers.id, user.id));
  await sendUnlockMail(db, user, token, platformUrl);
  return locked();
}

/**
 * Checks e-mail and password. 401 `invalid_credentials` (the same for an unknown address, after as long a
 * check), 423 `account_locked` when locked or locked by this attempt, 403 `unconfirmed` before confirmation.
 * A success clears the failure count.
 */
export async function signIn(
  db: Database,
  credentials: { email: string; password: string },
  options: { maxFailedSignIns: number; platformUrl: string },
): Promise<UserRow> {
  const user = await findUserByEmail(db, credentials.email);
  if (!user) {
    await verifyPassword(credentials.password, await dummyPasswordHash);
    throw new ApiError(401, 'invalid_credentials', 'Wrong e-mail or password');
  }
  if (user.lockedAt) throw locked();
  if (!(await verifyPassword(credentials.password, user.passwordHash)))
    throw await recordFailure(db, user, options);
  if (!user.confirmedAt)
    throw new ApiError(403, 'unconfirmed', 'The e-mail address is not confirmed yet', {
      reason: 'unconfirmed',
    });
  if (user.failedSignIns > 0)
    await db.update(platformUsers).set({ failedSignIns: 0 }).where(eq(platformUsers.id, user.id));
  return user;
}
