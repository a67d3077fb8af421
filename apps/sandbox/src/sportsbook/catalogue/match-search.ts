import type { League, MatchListItem, MatchStatusValue, SportKind } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { MatchSelection } from './match-selection';
import type { MatchViews } from './match-views';
import type { MatchWorld } from './match-world';
import { foldText } from './search-text';

/** The query of `GET /search`. */
export interface SearchQuery {
  q: string;
  sport_type?: SportKind;
  match_status?: MatchStatusValue;
}

/** What a search finds: matches (50 at most) and leagues. */
export interface SearchResult {
  matches: MatchListItem[];
  tournaments: League[];
}

/** The catalogue's search over matches (by team and league names) and leagues, case- and accent-insensitive. */
export class MatchSearch {
  constructor(
    private readonly world: MatchWorld,
    private readonly selection: MatchSelection,
    private readonly views: MatchViews,
  ) {}

  /** Matches (open ones unless a status is asked) and leagues whose names contain the query. */
  search(query: SearchQuery): SearchResult {
    const needle = foldText(query.q.trim());
    const matches = this.selection
      .matches({
        ...(query.sport_type ? { sport_type: query.sport_type } : {}),
        match_status:
          query.match_status !== undefined ? [query.match_status] : [MatchStatus.prematch, MatchStatus.live],
      })
      .filter((match) =>
        foldText(
          `${match.competitors.home.name} ${match.competitors.away.name} ${match.tournament.name}`,
        ).includes(needle),
      )
      .slice(0, 50);
    const tournaments = this.world
      .leagues()
      .filter((league) => foldText(league.name).includes(needle))
      .filter((league) => !query.sport_type || this.world.sport(league.sportId)?.type === query.sport_type)
      .map((league) => this.views.leagueView(league));
    return { matches, tournaments };
  }
}
