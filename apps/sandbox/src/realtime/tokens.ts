import { SignJWT, compactVerify } from 'jose';

/** Why a token was refused: expired (the client fetches a new one) or invalid (terminal). */
export type TokenFailure = 'expired' | 'invalid';

/** The claims of a verified connection or subscription token that the hub acts on (CENTRIFUGO.md §6). */
export interface VerifiedToken {
  /** The user id; empty for a visitor. */
  sub: string;
  /** Subscription tokens: the exact channel, `$` included. A connection token must not carry it. */
  channel?: string;
  /** Unix seconds after which the token is expired (`expire_at` when present, else `exp`). */
  exp?: number;
  /** Connection tokens: `conn_info`; subscription tokens: `chan_info`. */
  info?: unknown;
  /** Connection tokens: channels the server subscribes the connection to (server-side subscriptions). */
  channels?: string[];
}

/** Extra claims a minted token may carry. */
export interface TokenClaims {
  info?: unknown;
  /** Connection tokens only: server-side subscriptions. */
  channels?: string[];
}

/** Options of `verifyToken`. */
export interface VerifyOptions {
  /** The clock, in milliseconds (the hub's, so tests can move time). */
  now?: () => number;
}

/** The HMAC algorithms Centrifugo accepts; `none` and asymmetric algorithms are refused. */
export const TOKEN_ALGORITHMS = ['HS256', 'HS384', 'HS512'] as const;

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Verifies an HMAC-signed JWT and reads the claims the hub uses. A token is `expired` when its expiry has
 * passed or its `nbf` is still ahead (the client asks for a new one); anything else wrong makes it `invalid`.
 */
export async function verifyToken(
  token: string,
  secret: string,
  options: VerifyOptions = {},
): Promise<VerifiedToken | TokenFailure> {
  let payload: Record<string, unknown>;
  try {
    // NOTE: signature only; the time claims are checked below because Centrifugo's `expire_at` overrides
    // `exp` (so an old `exp` must not fail the token) and a future `nbf` counts as expired, not invalid.
    const { payload: bytes } = await compactVerify(token, key(secret), { algorithms: [...TOKEN_ALGORITHMS] });
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'invalid';
    payload = value as Record<string, unknown>;
  } catch {
    return 'invalid';
  }
  const { sub, exp: rawExp, expire_at: expireAt, nbf, channel, channels, info } = payload;
  if (sub !== undefined && typeof sub !== 'string') return 'invalid';
  if (channel !== undefined && typeof channel !== 'string') return 'invalid';
  if (channels !== undefined && !isStringArray(channels)) return 'invalid';
  for (const claim of [rawExp, expireAt, nbf])
    if (claim !== undefined && (typeof claim !== 'number' || !Number.isFinite(claim))) return 'invalid';
  // NOTE: `expire_at: 0` means the token never expires, whatever `exp` says.
  const exp =
    expireAt !== undefined ? (expireAt === 0 ? undefined : (expireAt as number)) : (rawExp as number);
  const nowSeconds = (options.now ?? Date.now)() / 1000;
  if (exp !== undefined && exp <= nowSeconds) return 'expired';
  if (nbf !== undefined && (nbf as number) > nowSeconds) return 'expired';
  return {
    sub: sub ?? '',
    ...(channel !== undefined ? { channel } : {}),
    ...(exp !== undefined ? { exp } : {}),
    ...(info !== undefined ? { info } : {}),
    ...(channels !== undefined ? { channels } : {}),
  };
}

/** Mints a connection token for a user (`''` for a visitor), valid for `ttlSeconds`. */
export function mintConnectionToken(
  secret: string,
  userId: string,
  ttlSeconds: number,
  claims: TokenClaims = {},
): Promise<string> {
  return new SignJWT({ ...claims })
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
  claims: Pick<TokenClaims, 'info'> = {},
): Promise<string> {
  return new SignJWT({ ...claims, channel })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}
