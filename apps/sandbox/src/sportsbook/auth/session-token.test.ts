import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { issueSportsbookSession, verifySportsbookSession } from './session-token';

const secret = 'test-session-secret';
const now = Date.UTC(2026, 10, 21, 18, 0);
const platformSessionId = 'stored-id-of-a-platform-session';

describe('sportsbook session tokens', () => {
  it('reads back the user id, locale and platform session of a token it issued, and when it ends', async () => {
    const issued = await issueSportsbookSession(42, {
      secret,
      locale: 'pt-BR',
      platformSessionId,
      ttlSeconds: 600,
      now: () => now,
    });
    // 18:00:00 + 600 s = 18:10:00
    expect(issued.expires_at).toBe('2026-11-21T18:10:00.000Z');
    expect(await verifySportsbookSession(issued.token, secret, () => now + 1_000)).toEqual({
      userId: 42,
      locale: 'pt-BR',
      expiresAt: now / 1000 + 600,
      platformSessionId,
    });
  });

  it('calls a token expired once its lifetime has passed', async () => {
    const { token } = await issueSportsbookSession(42, {
      secret,
      locale: 'en',
      platformSessionId,
      ttlSeconds: 60,
      now: () => now,
    });
    expect(await verifySportsbookSession(token, secret, () => now + 61_000)).toBe('expired');
  });

  it('refuses a token signed with another secret or tampered with', async () => {
    const { token } = await issueSportsbookSession(42, {
      secret,
      locale: 'en',
      platformSessionId,
      now: () => now,
    });
    expect(await verifySportsbookSession(token, 'another-secret', () => now)).toBe('invalid');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: '7', exp: now / 1000 + 60 })).toString('base64url');
    expect(await verifySportsbookSession(`${header}.${forged}.${signature}`, secret, () => now)).toBe(
      'invalid',
    );
    expect(await verifySportsbookSession('not-a-token', secret, () => now)).toBe('invalid');
  });

  it('refuses a well-signed token that names no platform session, since nothing could end it', async () => {
    const token = await new SignJWT({ locale: 'en' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setIssuer('sandbox-platform')
      .setAudience('sportsbook')
      .setExpirationTime(now / 1000 + 60)
      .sign(new TextEncoder().encode(secret));
    expect(await verifySportsbookSession(token, secret, () => now)).toBe('invalid');
  });
});
