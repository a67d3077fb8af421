import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import type { PlatformOptions } from '../platform-options';
import { sessionCookieSite } from './cookie-site';
import type { SessionCookieSite } from './cookie-site';
import { sessionIdOf, sessionUserId } from './session-store';

/** Name of the platform's session cookie. */
export const SESSION_COOKIE = 'sandbox_session';

/** A cookie value we could have issued: 43 URL-safe characters (32 random bytes); anything else is ignored. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Whether the request reached us over TLS (directly or through a proxy that says so). */
function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}

/**
 * SameSite, Secure and Partitioned for this request: Lax for first-party use, None; Secure; Partitioned over https
 * when the site's embed configuration lets an operator of another site frame the product (`cookie-site.ts`).
 */
function cookieSite(request: FastifyRequest, deps: SandboxDeps): SessionCookieSite {
  const https = isHttps(request);
  return sessionCookieSite({
    https,
    platformOrigin: `${https ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`,
    embeddingOrigins: [deps.webOrigin, ...deps.sites.get().config.embed.allowed_origins],
  });
}

/** Sets the session cookie: HttpOnly (no script reads it), for the whole platform origin, sent as `cookieSite` says. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SandboxDeps,
  token: string,
  ttlSeconds: number,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    ...cookieSite(request, deps),
    path: '/',
    maxAge: ttlSeconds,
  });
}

/** Removes the session cookie from the browser (with the attributes it was set with, or a partitioned one stays). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, deps: SandboxDeps): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, ...cookieSite(request, deps), path: '/' });
}

/** The session cookie's value when it has the shape of one of ours. */
export function sessionToken(request: FastifyRequest): string | null {
  const value = request.cookies[SESSION_COOKIE];
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

/** The signed-in player and the stored id of their session, or null for a visitor. */
export async function currentSession(
  request: FastifyRequest,
  deps: SandboxDeps,
  options: PlatformOptions,
): Promise<{ userId: number; sessionId: string } | null> {
  const token = sessionToken(request);
  const userId = token ? await sessionUserId(deps.db, token, options.now()) : null;
  return token && userId !== null ? { userId, sessionId: sessionIdOf(token) } : null;
}

/** The signed-in player's id, or null for a visitor (no cookie, unknown, expired or signed-out session). */
export async function currentUserId(
  request: FastifyRequest,
  deps: SandboxDeps,
  options: PlatformOptions,
): Promise<number | null> {
  return (await currentSession(request, deps, options))?.userId ?? null;
}

/** The signed-in player's id; 401 `unauthorized` for a visitor, which the web turns into a sign-out (§8). */
export async function requireUserId(
  request: FastifyRequest,
  deps: SandboxDeps,
  options: PlatformOptions,
): Promise<number> {
  const userId = await currentUserId(request, deps, options);
  if (userId === null)
    throw new ApiError(401, 'unauthorized', 'No platform session', { reason: 'no_session' });
  return userId;
}
