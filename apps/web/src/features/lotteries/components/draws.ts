import { MatchStatus } from '@sportsbook/contract/refs';
import type { DrawDetails, Match } from '@sportsbook/contract';
import type { MatchFilters } from '@/features/events';

/** A match of type `draw` with its draw details. */
export type Draw = Match & { draw: DrawDetails };

/** Whether a match is a lottery draw with its details. */
export function isDraw<M extends Match>(match: M): match is M & { draw: DrawDetails } {
  return match.type === 'draw' && match.draw != null;
}

/** The lists of the page, fixed so the server and client ask the same. */
export const lotteryFilters: Record<'upcoming' | 'finished', MatchFilters> = {
  upcoming: { type: 'draw', match_status: [MatchStatus.prematch, MatchStatus.live], sort_by: 'start_time' },
  finished: { type: 'draw', match_status: [MatchStatus.finished], sort_by: 'start_time' },
};
