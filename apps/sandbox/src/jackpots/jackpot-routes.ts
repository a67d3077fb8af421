import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { registerRoute } from '../http/register-route';
import { getUser } from '../platform/users/user-queries';

/**
 * The jackpot routes of SPEC §7: `/jackpots`, `/jackpots/{id}`, `POST /jackpots` (the jackpots a bet would
 * feed) and `/jackpot-hits`. A player's hits are marked seen through `POST /bonuses/mark-as-seen` (type jackpot).
 */
export function jackpotRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { jackpots } = deps.services;
  const { sportsbook } = routes;

  registerRoute(app, sportsbook.getJackpots, async () => ({ data: await jackpots.list() }));
  registerRoute(app, sportsbook.getJackpot, ({ params }) => jackpots.get(params.id));
  registerRoute(app, sportsbook.getBetJackpots, async ({ player, body }) => {
    const { currency } = await getUser(deps.db, player.userId);
    return { jackpots: await jackpots.forBet(currency, body.stake) };
  });
  registerRoute(app, sportsbook.getJackpotHits, async ({ player, query }) => {
    if ((query.for_user || query.unseen) && !player)
      throw new ApiError(401, 'unauthorized', "A player's own hits need their session");
    const data = await jackpots.hits({
      limit: query.limit,
      ...(query.jackpot_id === undefined ? {} : { jackpotId: query.jackpot_id }),
      ...(query.status ? { statuses: query.status } : {}),
      ...(query.for_user || query.unseen ? { userId: player!.userId } : {}),
      ...(query.unseen ? { unseen: true } : {}),
    });
    return { data };
  });
}
