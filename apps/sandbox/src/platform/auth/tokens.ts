import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token (32 bytes): session ids and the tokens of the confirmation, unlock and reset mails. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 (hex) of a token, which is all the database keeps of it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A six-digit code for the phone verification SMS. */
export function randomSmsCode(): string {
  return String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0');
}
