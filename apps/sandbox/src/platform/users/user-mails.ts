import type { Database } from '../../db/client';
import { mailTexts } from '../outbox/mail-texts';
import { sendEmail } from '../outbox/outbox';

interface Recipient {
  email: string;
  language: string;
}

/** Mails the link that confirms an address (`/account/confirm` on the platform origin). */
export async function sendConfirmationMail(
  db: Database,
  user: Recipient,
  token: string,
  platformUrl: string,
): Promise<void> {
  const texts = mailTexts(user.language);
  await sendEmail(db, {
    recipient: user.email,
    subject: texts.confirmSubject,
    body: texts.confirmBody,
    link: `${platformUrl}/account/confirm?confirmation_token=${token}`,
  });
}

/** Mails the link that unlocks an account locked after failed sign-ins (`/account/unlock`). */
export async function sendUnlockMail(
  db: Database,
  user: Recipient,
  token: string,
  platformUrl: string,
): Promise<void> {
  const texts = mailTexts(user.language);
  await sendEmail(db, {
    recipient: user.email,
    subject: texts.unlockSubject,
    body: texts.unlockBody,
    link: `${platformUrl}/account/unlock?unlock_token=${token}`,
  });
}

/**
 * Mails the password-reset link. It points at the web app (`?reset_password_token=`, which opens the edit
 * password modal, SPEC §2.5); the body also names the platform form for testers without the web app.
 */
export async function sendResetMail(
  db: Database,
  user: Recipient,
  token: string,
  urls: { platformUrl: string; webOrigin: string },
): Promise<void> {
  const texts = mailTexts(user.language);
  await sendEmail(db, {
    recipient: user.email,
    subject: texts.resetSubject,
    body: `${texts.resetBody}\n\n${urls.platformUrl}/forms/edit-password?token=${token}`,
    link: `${urls.webOrigin}/?reset_password_token=${token}`,
  });
}
