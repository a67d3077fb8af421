import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { mintConnectionToken } from '../../realtime/tokens';

/** Lifetime of a connection token; the client refreshes it before it ends. */
export const CONNECTION_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * Tokens for the real-time hub. Visitors get an anonymous connection token (public channels only); players'
 * tokens and the private-channel `POST /websocket/authorize` come with the player's session.
 */
export function realtimeRoutes(app: FastifyInstance, { realtime }: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.createConnectionToken, async () => ({
    token: await mintConnectionToken(realtime.tokenSecret, '', CONNECTION_TOKEN_TTL_SECONDS),
  }));
}
