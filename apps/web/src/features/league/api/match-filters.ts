import { MatchStatus } from '@sportsbook/contract/refs';
import type { MatchFilters } from '@/features/events';

const liveAndUpcoming = [MatchStatus.live, MatchStatus.prematch];

/**
 * The match-list filters of each catalogue page, in one place: the server prefetch and the client query must
 * build the same object, or the client would miss the hydrated entry and fetch again.
 */
export const pageMatchFilters = {
  sport: (sportKey: string): MatchFilters => ({ sport_key: sportKey, match_status: liveAndUpcoming }),
  cybersport: (): MatchFilters => ({ sport_type: 'cyber', match_status: liveAndUpcoming }),
  category: (categoryId: number): MatchFilters => ({
    category_id: categoryId,
    match_status: liveAndUpcoming,
  }),
  league: (leagueId: number): MatchFilters => ({ tournament_id: leagueId, match_status: liveAndUpcoming }),
  live: (): MatchFilters => ({ match_status: [MatchStatus.live], sort_by: 'priority' }),
};
