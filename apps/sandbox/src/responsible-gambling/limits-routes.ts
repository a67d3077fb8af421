import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../http/register-route';
import { ApiError } from '../http/api-error';
import { currentSession, requireUserId } from '../platform/auth/session-cookie';
import type { PlatformContext } from '../platform/platform-context';
import { trackActivity } from './activity';
import { currentLimitRows, toLimit } from './limits-repository';
import { setLimit } from './limits-service';
import { jurisdictionPolicy } from './policy';
import { sessionLimitState } from './session-limits';

const { platform } = routes;

/** The player's responsible-gambling routes on the platform origin: limits, the session-limit query, the activity ping. */
export function limitsRoutes(app: FastifyInstance, { deps, options }: PlatformContext): void {
  const userIdOf = (request: Parameters<typeof requireUserId>[0]) => requireUserId(request, deps, options);
  const now = () => new Date(options.now());

  registerRoute(app, platform.getUserLimits, async ({ request }) =>
    (await currentLimitRows(deps.db, await userIdOf(request), now())).map(toLimit),
  );

  registerRoute(app, platform.setUserLimit, async ({ body, request }) =>
    setLimit(deps.db, await userIdOf(request), body, jurisdictionPolicy(deps.sites), now()),
  );

  registerRoute(app, platform.getSessionLimits, async ({ request }) => {
    const session = await currentSession(request, deps, options);
    if (!session) throw new ApiError(401, 'unauthorized', 'No platform session', { reason: 'no_session' });
    return sessionLimitState(deps.db, session, jurisdictionPolicy(deps.sites), now());
  });

  registerRoute(app, platform.trackActivity, async ({ request }) => {
    await trackActivity(deps.db, await userIdOf(request), now());
    return { ok: true as const };
  });
}
