import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import type { SandboxDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { findUserByEmail } from '../platform/users/user-queries';

/** Control endpoints of loyalty, for the listing. */
export const loyaltyControlEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/loyalty/lootboxes',
    summary: 'Give a player an unopened lootbox {email} (as if earned by bets), so a test can open one',
  },
  {
    method: 'POST',
    path: '/__sandbox/loyalty/tournaments/finish',
    summary:
      'End a hunting tournament now {tournament_id?} (the running one by default) and pay its pool to the ranked players as freebets; a new edition starts at once. Ending it again pays nothing more',
  },
];

const LootboxBody = z.strictObject({ email: z.email().max(254) });
const FinishBody = z.strictObject({ tournament_id: z.number().int().positive().optional() });

/** Loyalty control: a lootbox now, without placing the bets that earn one; a tournament's end now. */
export function loyaltyControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.post('/__sandbox/loyalty/lootboxes', async (request, reply) => {
    const body = parse(LootboxBody, request.body, 'body');
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) throw new ApiError(404, 'not_found', `No player ${body.email}`, { email: body.email });
    const id = await deps.services.loyalty.earnLootbox(
      user.id,
      `control:${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    reply.status(201);
    return { lootbox_id: id };
  });
  app.post('/__sandbox/loyalty/tournaments/finish', async (request) => {
    const body = parse(FinishBody, request.body ?? {}, 'body');
    const { loyalty } = deps.services;
    const id = body.tournament_id ?? (await loyalty.running()).tournament.id;
    const prizes = await loyalty.finishTournament(id);
    return {
      tournament_id: id,
      prizes: prizes.map((prize) => ({
        user_id: prize.userId,
        position: prize.position,
        amount: prize.amount,
      })),
    };
  });
}
