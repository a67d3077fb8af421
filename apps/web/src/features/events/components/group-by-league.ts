import type { Match } from '@sportsbook/contract';

/** Matches of one league, in list order. */
export interface LeagueMatches<M extends Match = Match> {
  league: Match['tournament'];
  matches: M[];
}

/**
 * Groups a match list by league, keeping the list's order: leagues appear in the order of their first match
 * (the server sorts by priority or start time), and matches keep their order within a league.
 */
export function groupByLeague<M extends Match>(matches: readonly M[]): LeagueMatches<M>[] {
  const groups = new Map<number, LeagueMatches<M>>();
  for (const match of matches) {
    const group = groups.get(match.tournament.id);
    if (group) group.matches.push(match);
    else groups.set(match.tournament.id, { league: match.tournament, matches: [match] });
  }
  return [...groups.values()];
}

/** Columns of a league's main-market odds: the widest main market among its matches (3 for 1X2, else 2). */
export function outcomeColumnsOf(matches: readonly Match[]): number {
  return Math.max(2, ...matches.map((match) => match.main_market?.outcomes.length ?? 0));
}
