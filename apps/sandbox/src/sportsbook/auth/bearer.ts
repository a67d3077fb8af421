import type { RouteAuth } from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { isSessionLive } from '../../platform/auth/session-store';
import { verifySportsbookSession } from './session-token';
import type { SessionFailure, SportsbookSession } from './session-token';

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

/** How the sportsbook checks bearers: the signing secret, the database of platform sessions, the clock. */
export interface SportsbookSessionsOptions {
  secret: string;
  db: Database;
  /** The platform's clock, in milliseconds, so that a bearer ends exactly when its platform session does. */
  now: () => number;
}

/**
 * Lets the app's `bearer` and `optional-bearer` routes verify tokens signed with `secret` and issued for a
 * platform session that is still live. NOTE: one database query per bearer request instead of a deny list: a
 * sign-out, an expiry or the control API's expire-session ends the bearer at once, and survives restarts.
 */
export function installSportsbookSessions(
  app: FastifyInstance,
  { secret, db, now }: SportsbookSessionsOptions,
): void {
  app.decorate('sportsbookSessions', {
    verify: async (token: string) => {
      const session = await verifySportsbookSession(token, secret, now);
      if (typeof session === 'string') return session;
      const live = await isSessionLive(db, session.platformSessionId, session.userId, now());
      return live ? session : 'ended';
    },
  });
}

function unauthorized(reason: 'missing' | SessionFailure): ApiError {
  const messages = {
    missing: 'A sportsbook session (Authorization: Bearer …) is required',
    expired: 'The sportsbook session has expired',
    invalid: 'The sportsbook session token is not valid',
    ended: 'The platform session this sportsbook session was issued for has ended',
  };
  return new ApiError(401, 'unauthorized', messages[reason], { reason });
}

/**
 * The player behind a request's `Authorization: Bearer` header. A missing header is a visitor (null) for
 * `optional-bearer` and a 401 for `bearer`; a header that is malformed, forged or expired is a 401 on both, so the
 * web app signs the player out with the session-expired prompt (§8) instead of silently serving a visitor. So is
a bearer whose platform session has ended (`ended`): signing out ends the sportsbook session with it.
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
  if (typeof session === 'string') throw unauthorized(session);
  return session;
}
