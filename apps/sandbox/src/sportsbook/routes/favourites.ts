import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { favouriteTargetExists, filterFavourites } from '../favourites/favourite-filters';
import { addFavourite, hasFavourite, listFavourites, removeFavourite } from '../favourites/favourites-store';

const noun = { matches: 'match', tournaments: 'tournament' } as const;

/** The player's favourite matches and leagues (SPEC §7 `/favourites/{type}`), kept in the database. */
export function favouriteRoutes(app: FastifyInstance, { db, catalogue }: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.getFavourites, async ({ player, params, query }) => {
    const ids = await listFavourites(db, player.userId, params.type);
    return {
      favoriteIds: filterFavourites(catalogue, params.type, ids, {
        ...(query.matchStatus !== undefined ? { matchStatus: query.matchStatus } : {}),
        ...(query.isBettable !== undefined ? { isBettable: query.isBettable } : {}),
      }),
    };
  });
  registerRoute(app, routes.sportsbook.addFavourite, async ({ player, params }) => {
    if (!favouriteTargetExists(catalogue, params.type, params.id))
      throw new ApiError(404, 'not_found', `No ${noun[params.type]} with id ${params.id}`, { id: params.id });
    await addFavourite(db, player.userId, params.type, params.id);
    return { ok: true as const };
  });
  registerRoute(app, routes.sportsbook.removeFavourite, async ({ player, params }) => {
    // NOTE: a favourite whose match has left the catalogue can still be removed; only a stranger id is a 404.
    const known =
      favouriteTargetExists(catalogue, params.type, params.id) ||
      (await hasFavourite(db, player.userId, params.type, params.id));
    if (!known)
      throw new ApiError(404, 'not_found', `No ${noun[params.type]} with id ${params.id}`, { id: params.id });
    await removeFavourite(db, player.userId, params.type, params.id);
    return { ok: true as const };
  });
}
