import rateLimit from '@fastify/rate-limit';
import { routePath, routes } from '@sportsbook/contract';
import type { RouteDef } from '@sportsbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import type { AuthRateLimits } from '../platform-options';

const { platform } = routes;

/**
 * The routes that take a password or send mail, and the limit form's: guessing, mail flooding and scripted
 * limit changes are throttled on them.
 */
export const rateLimitedRoutes: readonly RouteDef[] = [
  platform.signIn,
  platform.signUp,
  platform.editPassword,
  platform.requestPasswordReset,
  platform.resendConfirmation,
  platform.resendUnlock,
  platform.setUserLimit,
];

const limited = new Set(rateLimitedRoutes.map((route) => `${route.method} ${routePath(route)}`));

/**
 * Counts every request to `rateLimitedRoutes` against a per-client limit (by `request.ip`) and, once that one
 * lets it through, against a global one, across all those routes together. Past either: 429
 * `too_many_requests` with the error body, `Retry-After` (seconds) and `details.retry_after_seconds`. Call
 * before the routes are registered.
 */
export async function installAuthRateLimits(app: FastifyInstance, limits: AuthRateLimits): Promise<void> {
  await app.register(rateLimit, { global: false });
  // NOTE: the plugin's store keeps the 5,000 most recent client addresses; one that falls out of it starts its
  // count again, which the global limit still bounds.
  const perClient = app.createRateLimit({ max: limits.perClient, timeWindow: limits.windowMs });
  const global = app.createRateLimit({
    max: limits.global,
    timeWindow: limits.windowMs,
    keyGenerator: () => 'all clients',
  });
  async function enforce(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    for (const [scope, limiter] of [
      ['client', perClient],
      ['global', global],
    ] as const) {
      const verdict = await limiter(request);
      if (verdict.isAllowed || !verdict.isExceeded) continue;
      reply.header('retry-after', verdict.ttlInSeconds);
      throw new ApiError(429, 'too_many_requests', `Too many requests (${scope} limit)`, {
        scope,
        retry_after_seconds: verdict.ttlInSeconds,
      });
    }
  }
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => limited.has(`${method} ${route.url}`))) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), enforce];
  });
}
