import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { mintConnectionToken, mintSubscriptionToken } from '../../realtime/tokens';
import { decidePrivateChannel } from '../auth/private-channels';

/** Lifetime of a connection token; the client refreshes it before it ends. */
export const CONNECTION_TOKEN_TTL_SECONDS = 10 * 60;

/** Lifetime of a private channel's subscription token; the client refreshes it with `sub_refresh`. */
export const SUBSCRIPTION_TOKEN_TTL_SECONDS = 10 * 60;

/**
 * Tokens for the real-time hub. A connection token carries the player's id as `sub` (anonymous for visitors,
 * who see public channels only); `POST /websocket/authorize` grants subscription tokens for the player's own
 * private channel and refuses every other channel one by one.
 */
export function realtimeRoutes(app: FastifyInstance, { realtime }: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.createConnectionToken, async ({ player }) => ({
    token: await mintConnectionToken(
      realtime.tokenSecret,
      player ? String(player.userId) : '',
      CONNECTION_TOKEN_TTL_SECONDS,
    ),
  }));
  registerRoute(app, routes.sportsbook.authorizeChannels, async ({ player, body }) => ({
    channels: await Promise.all(
      body.channels.map(async (channel) => {
        const decision = decidePrivateChannel(player, channel);
        if (!decision.granted) return { channel, error: { code: decision.code, message: decision.message } };
        const token = await mintSubscriptionToken(
          realtime.tokenSecret,
          String(player.userId),
          channel,
          SUBSCRIPTION_TOKEN_TTL_SECONDS,
        );
        return { channel, token };
      }),
    ),
  }));
}
