import type { z } from 'zod';
import type { Phone } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformUsers } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { hashToken, randomSmsCode } from '../auth/tokens';
import { mailTexts } from '../outbox/mail-texts';
import { sendSms } from '../outbox/outbox';
import type { UserRow } from '../users/user-queries';

/** Seconds before another code can be sent. */
export const SMS_RESEND_SECONDS = 60;
/** Codes a player can be sent per day. */
export const SMS_DAILY_LIMIT = 5;
/** How long a code is accepted. */
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;

function today(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

function codesSentToday(user: UserRow, now: number): number {
  return user.phoneCodeDay === today(now) ? user.phoneCodesSent : 0;
}

/** The player's phone as `GET /player/phone` answers it (SPEC §3 Phone). */
export function toPhone(user: UserRow, now: number): z.input<typeof Phone> {
  const sentAt = user.phoneCodeSentAt?.getTime();
  const wait = sentAt === undefined ? 0 : Math.ceil((sentAt + SMS_RESEND_SECONDS * 1000 - now) / 1000);
  return {
    number: user.phoneNumber,
    country: user.phoneCountry,
    verified: user.phoneVerifiedAt !== null,
    resend_timeout: Math.max(0, wait),
    sms_limit_reached: codesSentToday(user, now) >= SMS_DAILY_LIMIT,
  };
}

// NOTE: the code is hashed with the player id so that equal codes of two players do not share a hash.
function codeHash(userId: number, code: string): string {
  return hashToken(`${userId}:${code}`);
}

/**
 * Stores the phone and texts a verification code to the outbox. 429 while the resend timeout runs or once the
 * day's codes are used up. A new number is unverified until its code comes back.
 */
export async function updatePhone(
  db: Database,
  user: UserRow,
  phone: { number: string; country: string },
  now: number,
): Promise<UserRow> {
  const current = toPhone(user, now);
  if (current.sms_limit_reached)
    throw new ApiError(429, 'too_many_requests', 'No more codes today', { sms_limit_reached: true });
  if (current.resend_timeout > 0)
    throw new ApiError(429, 'too_many_requests', 'Wait before asking for another code', {
      resend_timeout: current.resend_timeout,
    });
  const code = randomSmsCode();
  const [updated] = await db
    .update(platformUsers)
    .set({
      phoneNumber: phone.number,
      phoneCountry: phone.country,
      phoneVerifiedAt: phone.number === user.phoneNumber ? user.phoneVerifiedAt : null,
      phoneCodeHash: codeHash(user.id, code),
      phoneCodeSentAt: new Date(now),
      phoneCodesSent: codesSentToday(user, now) + 1,
      phoneCodeDay: today(now),
    })
    .where(eq(platformUsers.id, user.id))
    .returning();
  const texts = mailTexts(user.language);
  await sendSms(db, { recipient: phone.number, subject: texts.phoneSubject, body: texts.phoneBody(code) });
  return updated!;
}

/** Verifies the phone with the texted code; 400 `invalid_code` when it is wrong or older than ten minutes. */
export async function verifyPhone(db: Database, user: UserRow, code: string, now: number): Promise<UserRow> {
  const sentAt = user.phoneCodeSentAt?.getTime() ?? 0;
  if (!user.phoneCodeHash || user.phoneCodeHash !== codeHash(user.id, code) || now - sentAt > SMS_CODE_TTL_MS)
    throw new ApiError(400, 'invalid_code', 'The code is wrong or expired');
  const [updated] = await db
    .update(platformUsers)
    .set({ phoneVerifiedAt: new Date(now), phoneCodeHash: null })
    .where(eq(platformUsers.id, user.id))
    .returning();
  return updated!;
}
