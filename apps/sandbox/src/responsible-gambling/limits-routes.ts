import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../http/register-route';
import { requireUserId } from '../platform/auth/session-cookie';
import type { PlatformContext } from '../platform/platform-context';
import { trackActivity } from './activity';
import { currentLimitRows, toLimit } from './limits-repository';
import { setLimit } from './limits-service';
import { jurisdictionPolicy } from './policy';

const { platform } = routes;

/** The player's responsible-gambling routes on the platform origin: limits and the activity ping. */
export function limitsRoutes(app: FastifyInstance, { deps, options }: PlatformContext): void {
  const userIdOf = (request: Parameters<typeof requireUserId>[0]) => requireUserId(request, deps, options);
  const now = () => new Date(options.now());

  registerRoute(app, platform.getUserLimits, async ({ request }) =>
    (await currentLimitRows(deps.db, await userIdOf(request), now())).map(toLimit),
  );

  registerRoute(app, platform.setUserLimit, async ({ body, request }) =>
    setLimit(deps.db, await userIdOf(request), body, jurisdictionPolicy(deps.sites), now()),
  );

  registerRoute(app, platform.trackActivity, async ({ request }) => {
    await trackActivity(deps.db, await userIdOf(request));
    return { ok: true as const };
  });
}
