import type { Match, RouteResponse } from '@sportsbook/contract';
import { buildPath, routePath, routes } from '@sportsbook/contract';

type MatchVideo = RouteResponse<typeof routes.sportsbook.getMatchVideo>;
type MatchStreams = RouteResponse<typeof routes.sportsbook.getMatchStreams>;

/** The provider name of the sandbox's own tracker, as the video answer names it. */
export const TRACKER_PROVIDER = 'sandbox-tracker';

/** Where the tracker page of a match is served, on the sportsbook origin. */
export function trackerUrl(sportsbookUrl: string, matchId: number): string {
  return `${sportsbookUrl}${buildPath(routePath(routes.frontend.getMatchTracker), { id: matchId })}`;
}

/**
 * The video of a match with `has_video`: the sandbox has no footage, so it offers its tracker page as an
 * `iframe` (the contract's MatchVideo says so); matches without video have none.
 */
export function matchVideo(match: Match, sportsbookUrl: string): MatchVideo | undefined {
  if (!match.has_video) return undefined;
  return { url: trackerUrl(sportsbookUrl, match.id), type: 'iframe', provider: TRACKER_PROVIDER };
}

/** The streams of a match with `has_video`: the tracker is vector graphics, so one `auto` quality fits all. */
export function matchStreams(match: Match, sportsbookUrl: string): MatchStreams | undefined {
  if (!match.has_video) return undefined;
  return {
    data: [
      {
        id: `tracker-${match.id}`,
        url: trackerUrl(sportsbookUrl, match.id),
        quality: 'auto',
        type: 'iframe',
      },
    ],
  };
}
