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
}

/** Why a bearer token was refused. */
export type SessionFailure = 'expired' | 'invalid';

/** Options of `issueSportsbookSession`. */
export interface IssueSessionOptions {
  /** HMAC secret of the sportsbook sessions (SPORTSBOOK_SESSION_SECRET). */
  secret: string;
  locale: string;
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
 * Signs the sportsbook bearer token of a platform user (HS256; `sub` the user id, `locale`, `exp`). The platform
 * calls it from `POST /sportsbook_sessions` and `/continue`.
 */
export async function issueSportsbookSession(
  userId: number,
  { secret, locale, ttlSeconds = SPORTSBOOK_SESSION_TTL_SECONDS, now = Date.now }: IssueSessionOptions,
): Promise<IssuedSession> {
  const issuedAt = Math.floor(now() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ locale })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expires_at: new Date(expiresAt * 1000).toISOString() };
}

/** Checks a bearer token's signature, issuer, audience and expiry, and reads the player it speaks for. */
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
      requiredClaims: ['sub', 'exp'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0) return 'invalid';
    const locale = typeof payload.locale === 'string' ? payload.locale : 'en';
    return { userId, locale, expiresAt: payload.exp! };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}
