import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';

/** The site configuration and feature flags the front end starts from. */
export function siteRoutes(app: FastifyInstance, { sites }: SandboxDeps): void {
  registerRoute(app, routes.frontend.getSite, ({ query }) => sites.get(query.site));
}
