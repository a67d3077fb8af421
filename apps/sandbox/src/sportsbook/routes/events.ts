import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { ResponseCache } from '../../http/serialized-json';
import { requireFavouritesPlayer } from '../favourites/favourite-filters';
import { listFavourites } from '../favourites/favourites-store';
import { pageOf } from '../pagination';

function page<T>(items: T[], query: { page: number; limit: number }) {
  const start = (query.page - 1) * query.limit;
  return pageOf(items.slice(start, start + query.limit), items.length, query);
}

/** Views of a match list built between two turns of the event loop. */
const VIEWS_PER_SLICE = 50;

type MatchPageQuery = z.infer<NonNullable<typeof routes.sportsbook.getMatches.query>>;

function notFound(what: string, id: number): never {
  throw new ApiError(404, 'not_found', `No ${what} with id ${id}`, { id });
}

/** Categories, leagues, matches and markets of the generated catalogue (SPEC §7), served from memory. */
export function eventRoutes(app: FastifyInstance, { catalogue, db }: SandboxDeps): void {
  // NOTE: match lists are the hottest read; a second-old page is fine because live changes arrive in real time.
  const matchPages = new ResponseCache(1_000);
  const matchPage = (query: MatchPageQuery) => {
    const { items, total } = catalogue.matchPage(query, query);
    return pageOf(items, total, query);
  };
  // NOTE: a page of 500 matches prices 500 matches: the background rebuild of a cached page builds its views a
  // slice at a time, so requests for other (cached) pages are not held up behind it.
  const matchPageInSlices = async (query: MatchPageQuery) => {
    if (query.type && query.type !== 'match') return matchPage(query);
    const { matches, total } = catalogue.matchCatalogue.selectMatchPage(query, query);
    const items = [];
    for (let start = 0; start < matches.length; start += VIEWS_PER_SLICE) {
      if (start > 0) await new Promise(setImmediate);
      items.push(
        ...matches
          .slice(start, start + VIEWS_PER_SLICE)
          .map((match) => catalogue.matchCatalogue.listItem(match)),
      );
    }
    return pageOf(items, total, query);
  };
  // NOTE: the first build of the default page runs cold code and takes seconds; it happens at start, not to the
  // first visitors (later builds happen in the background, see ResponseCache).
  app.addHook('onReady', async () => {
    const defaults = routes.sportsbook.getMatches.query?.safeParse({});
    if (!defaults?.success) return;
    const query = defaults.data;
    matchPages.get(
      JSON.stringify(query),
      () => matchPage(query),
      () => matchPageInSlices(query),
    );
  });
  registerRoute(app, routes.sportsbook.getCategories, ({ query }) =>
    page(catalogue.categories(query), query),
  );
  registerRoute(
    app,
    routes.sportsbook.getCategory,
    ({ params }) => catalogue.category(params.id) ?? notFound('category', params.id),
  );
  registerRoute(app, routes.sportsbook.getTournaments, ({ query }) => page(catalogue.leagues(query), query));
  registerRoute(
    app,
    routes.sportsbook.getTournament,
    ({ params }) => catalogue.league(params.id) ?? notFound('tournament', params.id),
  );
  registerRoute(app, routes.sportsbook.getMatches, async ({ query, player }) => {
    if (query.favourite) {
      // NOTE: a player's own list, so never from the shared page cache.
      const ids = await listFavourites(db, requireFavouritesPlayer(player).userId, 'matches');
      const id = query.id ? query.id.filter((matchId) => ids.includes(matchId)) : ids;
      return matchPage({ ...query, id });
    }
    return matchPages.get(
      JSON.stringify(query),
      () => matchPage(query),
      () => matchPageInSlices(query),
    );
  });
  registerRoute(
    app,
    routes.sportsbook.getMatch,
    ({ params }) => catalogue.match(params.id) ?? notFound('match', params.id),
  );
  registerRoute(app, routes.sportsbook.getCounters, ({ body }) => catalogue.counters(body));
  registerRoute(app, routes.sportsbook.search, ({ query }) => catalogue.search(query));
  registerRoute(app, routes.sportsbook.getMatchMarkets, ({ params, query }) => {
    const markets = catalogue.markets(params.id) ?? notFound('match', params.id);
    const selected = markets.filter(
      (market) =>
        (!query.group_key || market.market_groups.some((group) => group.groupKey === query.group_key)) &&
        (!query.market_id || market.id === query.market_id) &&
        (!query.marketIds || query.marketIds.includes(market.id)),
    );
    return page(selected, query);
  });
}
