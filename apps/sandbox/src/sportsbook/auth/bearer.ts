import type { RouteAuth } from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { verifySportsbookSession } from './session-token';
import type { SportsbookSession } from './session-token';

/** Checks sportsbook bearer tokens for the routes of one app. */
export interface SessionVerifier {
  verify(token: string): ReturnType<typeof verifySportsbookSession>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present on the sportsbook app: how `registerRoute` checks the bearer of `bearer` routes. */
    sportsbookSessions: SessionVerifier;
  }
}

/** The route guards that read the sportsbook bearer token. */
export function usesBearer(auth: RouteAuth): auth is 'bearer' | 'optional-bearer' {
  return auth === 'bearer' || auth === 'optional-bearer';
}

/** Lets the app's `bearer` and `optional-bearer` routes verify tokens signed with `secret`. */
export function installSportsbookSessions(
  app: FastifyInstance,
  secret: string,
  now: () => number = Date.now,
): void {
  app.decorate('sportsbookSessions', {
    verify: (token: string) => verifySportsbookSession(token, secret, now),
  });
}

function unauthorized(reason: 'missing' | 'expired' | 'invalid'): ApiError {
  const messages = {
    missing: 'A sportsbook session (Authorization: Bearer …) is required',
    expired: 'The sportsbook session has expired',
    invalid: 'The sportsbook session token is not valid',
  };
  return new ApiError(401, 'unauthorized', messages[reason], { reason });
}

/**
 * The player behind a request's `Authorization: Bearer` header. A missing header is a visitor (null) for
 * `optional-bearer` and a 401 for `bearer`; a header that is malformed, forged or expired is a 401 on both, so the
 * web app signs the player out with the session-expired prompt (§8) instead of silently serving a visitor.
 */
export async function authenticateBearer(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: 'bearer' | 'optional-bearer',
): Promise<SportsbookSession | null> {
  const header = request.headers.authorization;
  if (header === undefined || header === '') {
    if (auth === 'optional-bearer') return null;
    throw unauthorized('missing');
  }
  const match = /^Bearer ([A-Za-z0-9_.-]{1,4096})$/i.exec(header.trim());
  if (!match) throw unauthorized('invalid');
  const session = await app.sportsbookSessions.verify(match[1]!);
  if (session === 'expired' || session === 'invalid') throw unauthorized(session);
  return session;
}
