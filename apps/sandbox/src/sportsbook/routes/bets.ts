import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { cashOut } from '../bets/cashout';
import { customBetMarkets, customBetOdds } from '../bets/custom-bets';
import { listBets } from '../bets/list-bets';
import { maxStake } from '../bets/max-stake';
import { placeBets } from '../bets/place-bets';
import { createShareCode, sharedBets } from '../bets/share-codes';

/**
 * The bets API v3 (SPEC §7): placing, My Bets, cashout, max stake, custom bets and share codes. Also starts the
 * settler that settles open bets as their matches finish, and stops it with the app.
 */
export function betRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { settler } = deps.services;
  settler.start();
  app.addHook('onClose', () => settler.stop());

  registerRoute(app, routes.bets.placeBets, async ({ player, body, request }) => ({
    bets: await placeBets(deps, player.userId, body, request.headers['accept-language']),
  }));
  registerRoute(app, routes.bets.getBets, ({ player, query }) => listBets(deps, player.userId, query));
  registerRoute(app, routes.bets.cashout, ({ player, body }) => cashOut(deps, player.userId, body));
  registerRoute(app, routes.bets.getMaxStake, ({ player, body, request }) =>
    maxStake(deps, player.userId, body, request.headers['accept-language']),
  );
  registerRoute(app, routes.bets.getCustomMarkets, ({ params }) => {
    const markets = customBetMarkets(deps.catalogue, params.matchId);
    if (!markets)
      throw new ApiError(404, 'not_found', `No match with id ${params.matchId}`, { id: params.matchId });
    return { data: markets };
  });
  registerRoute(app, routes.bets.getCustomOdds, ({ body }) => {
    if (!deps.catalogue.match(body.match_id))
      throw new ApiError(404, 'not_found', `No match with id ${body.match_id}`, { id: body.match_id });
    return { odds: customBetOdds(deps.catalogue, body.match_id, body.selections) };
  });
  registerRoute(app, routes.bets.createShareCode, ({ player, body }) =>
    createShareCode(deps, player?.userId ?? null, body.bets),
  );
  registerRoute(app, routes.bets.getSharedBets, ({ query }) => sharedBets(deps, query.code));
}
