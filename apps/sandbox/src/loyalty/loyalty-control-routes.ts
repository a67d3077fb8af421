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
];

const LootboxBody = z.strictObject({ email: z.email().max(254) });

/** Loyalty control: a lootbox now, without placing the bets that earn one. */
export function loyaltyControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.post('/__sandbox/loyalty/lootboxes', async (request, reply) => {
    const body = parse(LootboxBody, request.body, 'body');
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) throw new ApiError(404, 'not_found', `No player ${body.email}`, { email: body.email });
    const { loyalty } = deps.services;
    const box = loyalty.config.lootbox;
    const row = await loyalty.lootboxes.earn(
      user.id,
      `control:${Date.now()}-${Math.random().toString(36).slice(2)}`,
      box as unknown as Record<string, unknown>,
      new Date(Date.now() + box.valid_days * 86_400_000),
    );
    reply.status(201);
    return { lootbox_id: row!.id };
  });
}
