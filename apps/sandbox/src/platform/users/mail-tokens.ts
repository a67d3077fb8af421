import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformSessions, platformUsers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { refuseCommonPassword } from '../auth/common-passwords';
import { hashPassword } from '../auth/password';
import { hashToken, randomToken } from '../auth/tokens';
import { sendConfirmationMail, sendResetMail, sendUnlockMail } from './user-mails';
import { findUserByEmail } from './user-queries';

/** A password-reset link is valid for an hour. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

function invalidToken(): ApiError {
  return new ApiError(400, 'invalid_token', 'The token is unknown, used or expired');
}

/** Confirms the address the token was mailed to; 400 `invalid_token` for an unknown or used token. */
export async function confirmEmail(db: Database, token: string): Promise<void> {
  const confirmed = await db
    .update(platformUsers)
    .set({ confirmedAt: new Date(), confirmationTokenHash: null })
    .where(eq(platformUsers.confirmationTokenHash, hashToken(token)))
    .returning({ id: platformUsers.id });
  if (confirmed.length === 0) throw invalidToken();
}

/** Unlocks the account the token was mailed for and clears its failure count; 400 `invalid_token` otherwise. */
export async function unlockAccount(db: Database, token: string): Promise<void> {
  const unlocked = await db
    .update(platformUsers)
    .set({ lockedAt: null, unlockTokenHash: null, failedSignIns: 0 })
    .where(eq(platformUsers.unlockTokenHash, hashToken(token)))
    .returning({ id: platformUsers.id });
  if (unlocked.length === 0) throw invalidToken();
}

/** Mails a fresh confirmation link when the address is registered and unconfirmed; silent otherwise. */
export async function resendConfirmation(db: Database, email: string, platformUrl: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.confirmedAt) return;
  const token = randomToken();
  await db
    .update(platformUsers)
    .set({ confirmationTokenHash: hashToken(token) })
    .where(eq(platformUsers.id, user.id));
  await sendConfirmationMail(db, user, token, platformUrl);
}

/**
 * Mails a fresh unlock link when the account was locked since its last successful sign-in (also once the lock
 * has run out: the link clears the failures, and with them the back-off); silent otherwise.
 */
export async function resendUnlock(db: Database, email: string, platformUrl: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user?.lockedAt) return;
  const token = randomToken();
  await db
    .update(platformUsers)
    .set({ unlockTokenHash: hashToken(token) })
    .where(eq(platformUsers.id, user.id));
  await sendUnlockMail(db, user, token, platformUrl);
}

/** Mails a password-reset link when the address is registered; silent otherwise (no account enumeration). */
export async function requestPasswordReset(
  db: Database,
  email: string,
  urls: { platformUrl: string; webOrigin: string },
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = randomToken();
  await db
    .update(platformUsers)
    .set({ resetTokenHash: hashToken(token), resetSentAt: new Date() })
    .where(eq(platformUsers.id, user.id));
  await sendResetMail(db, user, token, urls);
}

/**
 * Sets a new password with a reset token younger than an hour, used once; signs the player out everywhere and
 * unlocks the account. Following a mailed link also proves the address, so an unconfirmed one is confirmed.
 * 400 `common_password` for one of the most common passwords.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  now: number,
): Promise<void> {
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  const updated = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: platformUsers.id, confirmedAt: platformUsers.confirmedAt })
      .from(platformUsers)
      .where(
        and(
          eq(platformUsers.resetTokenHash, hashToken(token)),
          isNotNull(platformUsers.resetSentAt),
          gt(platformUsers.resetSentAt, new Date(now - RESET_TOKEN_TTL_MS)),
        ),
      );
    if (!user) return false;
    await tx
      .update(platformUsers)
      .set({
        passwordHash,
        resetTokenHash: null,
        resetSentAt: null,
        failedSignIns: 0,
        lockedAt: null,
        confirmedAt: user.confirmedAt ?? new Date(now),
      })
      .where(eq(platformUsers.id, user.id));
    await tx.delete(platformSessions).where(eq(platformSessions.userId, user.id));
    return true;
  });
  if (!updated) throw invalidToken();
}
