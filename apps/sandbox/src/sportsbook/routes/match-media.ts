import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { framedPagePolicy } from '../../site/frame-ancestors';
import { MatchStatistics } from '../media/statistics';
import { trackerPage } from '../media/tracker-page';
import { matchStreams, matchVideo } from '../media/video';

function noMatch(id: number): never {
  throw new ApiError(404, 'not_found', `No match with id ${id}`, { id });
}

function noVideo(id: number): never {
  throw new ApiError(404, 'not_found', `Match ${id} has no video`, { id });
}

/** Statistics views, video, streams and the tracker page of matches (SPEC §7), served by the sandbox itself. */
export function matchMediaRoutes(
  app: FastifyInstance,
  { catalogue, urls, webOrigin, sites }: SandboxDeps,
): void {
  const statistics = new MatchStatistics(catalogue);
  registerRoute(app, routes.sportsbook.getMatchStatistics, ({ params }) => {
    const match = catalogue.match(params.id) ?? noMatch(params.id);
    return statistics.of(match, params.type);
  });
  registerRoute(app, routes.sportsbook.getMatchVideo, ({ params }) => {
    const match = catalogue.match(params.id) ?? noMatch(params.id);
    return matchVideo(match, urls().sportsbookUrl) ?? noVideo(params.id);
  });
  registerRoute(app, routes.sportsbook.getMatchStreams, ({ params }) => {
    const match = catalogue.match(params.id) ?? noMatch(params.id);
    return matchStreams(match, urls().sportsbookUrl) ?? noVideo(params.id);
  });
  registerRoute(app, routes.frontend.getMatchTracker, ({ params, reply }) => {
    const match = catalogue.match(params.id) ?? noMatch(params.id);
    if (!match.has_video) noVideo(params.id);
    // NOTE: the page is made to be framed by the web app (and so by the operators that embed it), no one else.
    reply.header('content-security-policy', framedPagePolicy(sites, webOrigin));
    return trackerPage(match.id);
  });
}
