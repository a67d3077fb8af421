import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { registerRoute } from '../http/register-route';
import { pageOf } from '../sportsbook/pagination';
import { BannerImages } from './banner-images';

/** A banner's name never changes what it shows, so browsers and the image proxy keep it a day. */
const BANNER_CACHE = 'public, max-age=86400';

/**
 * The loyalty routes of SPEC §7: huntings, tournaments and their leaderboard, lootboxes, predictions, and the
 * promotions' banner images (`/fe-api/banners/{file}`).
 */
export function loyaltyRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { loyalty } = deps.services;
  const language = (request: { headers: Record<string, unknown> }) =>
    request.headers['accept-language'] as string | undefined;
  const { sportsbook } = routes;

  registerRoute(app, sportsbook.getHuntings, async ({ player, query, request }) => {
    const { rows, total } = await loyalty.listProgrammes(
      player?.userId ?? null,
      'hunting',
      query,
      language(request),
    );
    return pageOf(rows, total, query);
  });
  registerRoute(app, sportsbook.getBonusTournaments, async ({ player, query, request }) => {
    const userId = player?.userId ?? null;
    const { rows, total } = await loyalty.listProgrammes(userId, 'tournament', query, language(request));
    return pageOf(rows, total, query);
  });
  registerRoute(app, sportsbook.getTournamentRating, ({ player, params }) =>
    loyalty.rating(params.id, player?.userId ?? null),
  );
  registerRoute(app, sportsbook.getLootboxes, async ({ player, query, request }) => {
    const { rows, total } = await loyalty.lootboxList(player.userId, query, language(request));
    return pageOf(rows, total, query);
  });
  registerRoute(app, sportsbook.boostBonus, ({ player, params, body }) =>
    loyalty.boost(player.userId, params.id, body.freebet_id),
  );
  registerRoute(app, sportsbook.getVote, ({ player, query }) =>
    loyalty.vote(player.userId, query.prediction_id),
  );
  registerRoute(app, sportsbook.saveVote, ({ player, body }) =>
    loyalty.saveVote(player.userId, body.prediction_id, body.data),
  );
  const banners = new BannerImages();
  registerRoute(app, routes.frontend.getBanner, ({ params, reply }) => {
    reply.header('cache-control', BANNER_CACHE);
    return banners.read(params.file);
  });
}
