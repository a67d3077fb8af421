import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { withVapidPublicKey } from '../../push/site-push-key';

/** The site configuration and feature flags the front end starts from. */
export function siteRoutes(app: FastifyInstance, { sites, vapid }: SandboxDeps): void {
  registerRoute(app, routes.frontend.getSite, ({ query }) =>
    withVapidPublicKey(sites.get(query.site), vapid),
  );
}
