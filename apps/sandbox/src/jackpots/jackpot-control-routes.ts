import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import type { SandboxDeps } from '../deps';

/** Control endpoints of the jackpots, for the listing. */
export const jackpotControlEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/jackpots/hits',
    summary:
      "Force a jackpot hit for a placed bet {bet_id, level?}: the bet wins the level's pool now (level by code, else the first), paid once",
  },
];

const ForceHitBody = z.strictObject({
  bet_id: z.number().int().positive(),
  level: z.string().max(40).optional(),
});

/** Jackpot control: a hit on demand, so browser tests need not wait for chance. */
export function jackpotControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.post('/__sandbox/jackpots/hits', async (request, reply) => {
    const body = parse(ForceHitBody, request.body, 'body');
    const hit = await deps.services.jackpots.forceHit(body.bet_id, body.level);
    reply.status(201);
    return { hit };
  });
}
