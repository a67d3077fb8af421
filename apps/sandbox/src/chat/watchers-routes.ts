import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { registerRoute } from '../http/register-route';
import { watchersId } from './watchers-id';

/** `GET /watchersio/userid`: the signed-in player's id for the chat and match-info widgets. */
export function watchersRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.getWatchersUserId, ({ player }) => ({
    id: watchersId(player.userId, deps.sportsbookSessionSecret),
  }));
}
