import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import type { SandboxDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { findUserByEmail } from '../platform/users/user-queries';

/** Control endpoints of the bonuses, for the listing. */
export const bonusControlEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/bonuses/issue',
    summary:
      'Issue a campaign to a player {email, campaign, key?, valid_to?} (the control API issue of SPEC §3); the same key issues once',
  },
];

const IssueBody = z.strictObject({
  email: z.email().max(254),
  campaign: z.string().max(80),
  /** Issue key; a fresh one per call when absent. */
  key: z.string().max(120).optional(),
  valid_to: z.iso.datetime({ offset: true }).optional(),
});

/** Bonus control: issue any campaign to a player now, optionally with its own expiry (tests of lapsing bonuses). */
export function bonusControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.post('/__sandbox/bonuses/issue', async (request, reply) => {
    const body = parse(IssueBody, request.body, 'body');
    const user = await findUserByEmail(deps.db, body.email);
    if (!user) throw new ApiError(404, 'not_found', `No player ${body.email}`, { email: body.email });
    const key = `control:${body.key ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;
    const row = await deps.services.bonuses.issue(user.id, body.campaign, {
      key,
      trigger: 'control',
      ...(body.valid_to ? { validTo: new Date(body.valid_to) } : {}),
    });
    if (!row)
      throw new ApiError(409, 'conflict', 'Not issued: the key was used, or the campaign does not apply');
    reply.status(201);
    return { bonus_id: row.id, bonus_type: row.kind, amount: row.amount, currency: row.currency };
  });
}
