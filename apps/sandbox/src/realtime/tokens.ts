import { SignJWT, errors, jwtVerify } from 'jose';

/** Why a token was refused: expired (the client fetches a new one) or invalid (terminal). */
export type TokenFailure = 'expired' | 'invalid';

export interface VerifiedToken {
  sub: string;
  channel?: string;
  exp?: number;
  info?: unknown;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Verifies an HMAC-signed JWT (HS256/384/512 only; `none` and other algorithms are refused). */
export async function verifyToken(token: string, secret: string): Promise<VerifiedToken | TokenFailure> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256', 'HS384', 'HS512'] });
    // NOTE: Centrifugo's `expire_at` overrides `exp`; 0 means never expires.
    const expireAt = typeof payload.expire_at === 'number' ? payload.expire_at : undefined;
    const exp = expireAt === 0 ? undefined : (expireAt ?? payload.exp);
    if (exp !== undefined && exp * 1000 <= Date.now()) return 'expired';
    return {
      sub: typeof payload.sub === 'string' ? payload.sub : '',
      ...(typeof payload.channel === 'string' ? { channel: payload.channel } : {}),
      ...(exp !== undefined ? { exp } : {}),
      ...(payload.info !== undefined ? { info: payload.info } : {}),
    };
  } catch (error) {
    return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
  }
}

/** Mints a connection token for a user (`''` for a visitor), valid for `ttlSeconds`. */
export function mintConnectionToken(secret: string, userId: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** Mints a subscription token for one private channel of a user, valid for `ttlSeconds`. */
export function mintSubscriptionToken(
  secret: string,
  userId: string,
  channel: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ channel })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}
