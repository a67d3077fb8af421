import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';

/** Control endpoints of the bets, for the listing. */
export const betControlEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/bets/settle',
    summary: 'Settle now every open bet whose matches are over (the settler also runs every 2 s)',
  },
];

/** Bet control: settle open bets now rather than at the settler's next run (deterministic tests). */
export function betControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.post('/__sandbox/bets/settle', async () => ({ settled: await deps.services.settler.settleNow() }));
}
