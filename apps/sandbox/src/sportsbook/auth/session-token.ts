import { SignJWT, errors, jwtVerify } from 'jose';

/** Lifetime of a sportsbook session token; the web app extends it through `/sportsbook_sessions/continue`. */
export const SPORTSBOOK_SESSION_TTL_SECONDS = 60 * 60;

/** The player a valid sportsbook bearer token speaks for. */
export interface SportsbookSession {
  /** The platform user id (`sub`). */
  userId: number;
  /** The player's language when the token was issued (`locale`), e.g. `en` or `pt-BR`. */
  locale: string;
  /** Unix seconds after which the token is refused. */
  expiresAt: number;
  /** The platform session it was issued for (`sid`); the token is refused once that session ends. */
  platformSessionId: string;
}

/**
 * Why a bearer token was refused: past its `exp`, not one we signed, or issued for a platform session that has
 * since ended (sign-out, expiry).
 */
export type SessionFailure = 'expired' | 'invalid' | 'ended';

/** Options of `issueSportsbookSession`. */
export interface IssueSessionOptions {
  /** HMAC secret of the sportsbook sessions (SPORTSBOOK_SESSION_SECRET). */
  secret: string;
  locale: string;
  /** The stored id of the platform session the player signed in with (`sessionIdOf`). */
  platformSessionId: string;
  ttlSeconds?: number;
  /** The clock, in milliseconds; real time by default. */
  now?: () => number;
}

/** An issued sportsbook session: the bearer token and when it ends (the `POST /sportsbook_sessions` answer). */
export interface IssuedSession {
  token: string;
  expires_at: string;
}

const ISSUER = 'sandbox-platform';
const AUDIENCE = 'sportsbook';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs the sportsbook bearer token of a platform user (HS256; `sub` the user id, `locale`, `sid` the platform
 * session, `exp`). The platform calls it from `POST /sportsbook_sessions` and `/continue`.
 */
export async function issueSportsbookSession(
  userId: number,
  {
    secret,
    locale,
    platformSessionId,
    ttlSeconds = SPORTSBOOK_SESSION_TTL_SECONDS,
    now = Date.now,
  }: IssueSessionOptions,
): Promise<IssuedSession> {
  const issuedAt = Math.floor(now() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ locale, sid: platformSessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expires_at: new Date(expiresAt * 1000).toISOString() };
}

/**
 * Checks a bearer token's signature, issuer, audience and expiry, and reads the player it speaks for. Whether its
 * platform session is still live is the caller's to check (`installSportsbookSessions`).
 */
export async function verifySportsbookSession(
  token: string,
  secret: string,
  now: () => number = Date.now,
): Promise<SportsbookSession | SessionFailure> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now()),
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return 'invalid';
    if (typeof payload.sid !== 'string' || payload.sid === '') return 'invalid';
    const locale = typeof payload.locale === 'string' ? payload.locale : 'en';
    return { userId, locale, expiresAt: payload.exp!, platformSessionId: payload.sid };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
