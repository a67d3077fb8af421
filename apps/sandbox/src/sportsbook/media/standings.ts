import type { Match, StatisticsData } from '@sportsbook/contract';
import type { SportsbookCatalogue } from '../catalogue/sportsbook-catalogue';
import { seededRandom } from './seeded';
import { drawPossible, pastScore } from './sport-scores';

/** One row of a league table. */
export interface StandingRow {
  position: number;
  team: { id: number; name: string };
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  points: number;
}

/**
 * The `standings` statistics of a match: its league's table so far, from one generated round in which every
 * team of the league met every other once (seeded by the league, so the table is stable and adds up: every win
 * is someone's loss). Three points a win and one a draw where draws exist, else two a win.
 */
export function standingsOf(match: Match, catalogue: SportsbookCatalogue): StatisticsData<'standings'> {
  const teams = new Map<number, string>();
  for (const listed of catalogue.matches({ tournament_id: match.tournament.id })) {
    teams.set(listed.competitors.home.id, listed.competitors.home.name);
    teams.set(listed.competitors.away.id, listed.competitors.away.name);
  }
  teams.set(match.competitors.home.id, match.competitors.home.name);
  teams.set(match.competitors.away.id, match.competitors.away.name);
  const sportKey = match.tournament.sport.key;
  const draws = drawPossible(sportKey);
  const random = seededRandom(match.tournament.id, 5);
  const ids = [...teams.keys()].sort((a, b) => a - b);
  const rows = new Map(
    ids.map((id) => [
      id,
      { team: { id, name: teams.get(id)! }, played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 },
    ]),
  );
  for (const [index, first] of ids.entries()) {
    for (const second of ids.slice(index + 1)) {
      const score = pastScore(random, sportKey);
      const a = rows.get(first)!;
      const b = rows.get(second)!;
      a.played += 1;
      b.played += 1;
      a.scored += score.home;
      a.conceded += score.away;
      b.scored += score.away;
      b.conceded += score.home;
      if (score.home > score.away) [a.won, b.lost] = [a.won + 1, b.lost + 1];
      else if (score.home < score.away) [b.won, a.lost] = [b.won + 1, a.lost + 1];
      else [a.drawn, b.drawn] = [a.drawn + 1, b.drawn + 1];
    }
  }
  const table: StandingRow[] = [...rows.values()]
    .map((row) => ({ ...row, position: 0, points: draws ? row.won * 3 + row.drawn : row.won * 2 }))
    .sort(
      (x, y) =>
        y.points - x.points ||
        y.scored - y.conceded - (x.scored - x.conceded) ||
        y.scored - x.scored ||
        x.team.id - y.team.id,
    )
    .map((row, index) => ({ ...row, position: index + 1 }));
  return {
    tournament: { id: match.tournament.id, name: match.tournament.name },
    highlighted: [match.competitors.home.id, match.competitors.away.id],
    table,
  };
}
