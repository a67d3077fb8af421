import { routes } from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { issueSportsbookSession } from '../../sportsbook/auth/session-token';
import { currentSession } from '../auth/session-cookie';
import type { PlatformContext } from '../platform-context';
import { continuePlaySession } from '../../responsible-gambling/session-limits';
import { jurisdictionPolicy } from '../../responsible-gambling/policy';
import { getUser } from '../users/user-queries';

const { platform } = routes;

/**
 * Both session routes answer the same: a fresh sportsbook bearer for the signed-in player, bound to their
 * platform session so that it ends with it, else 403.
 */
async function issueFor(
  request: FastifyRequest,
  { deps, options }: PlatformContext,
  before?: (session: { userId: number; sessionId: string }) => Promise<void>,
) {
  const session = await currentSession(request, deps, options);
  // NOTE: 403, not 401: the web turns a 403 here into a session error (SPEC §8), not a sign-out loop.
  if (session === null)
    throw new ApiError(403, 'session_error', 'No platform session to issue a sportsbook session for', {
      reason: 'no_session',
    });
  await before?.(session);
  const user = await getUser(deps.db, session.userId);
  return issueSportsbookSession(user.id, {
    secret: deps.sportsbookSessionSecret,
    locale: user.language,
    platformSessionId: session.sessionId,
    now: options.now,
  });
}

/** `POST /sportsbook_sessions` and `/continue`: the bearer token the sportsbook API accepts. */
export function sessionRoutes(app: FastifyInstance, context: PlatformContext): void {
  registerRoute(app, platform.createSportsbookSession, ({ request }) => issueFor(request, context));
  // Continue also answers the reality check or a session limit (responsible gambling): a new period starts.
  registerRoute(app, platform.continueSportsbookSession, ({ request }) =>
    issueFor(request, context, (session) =>
      continuePlaySession(
        context.deps.db,
        session,
        jurisdictionPolicy(context.deps.sites),
        new Date(context.options.now()),
      ),
    ),
  );
}
