import { scoreMatrix } from './poisson';
import { tailAbove } from './series';

/** The goals (or runs) each side is expected to score in the time still to play. */
export interface GoalRates {
  home: number;
  away: number;
}

/** The score so far. */
export interface GoalScore {
  home: number;
  away: number;
}

/** Fair probabilities of final-score events, from Poisson goals still to come on top of the current score. */
export interface GoalOutlook {
  homeWin: number;
  draw: number;
  awayWin: number;
  /** P(final total > line). */
  over: (line: number) => number;
  /** P(home final + hcp > away final); half lines only, so there is no push. */
  homeCovers: (hcp: number) => number;
  /** P(one side's final goals > line). */
  teamOver: (side: 'home' | 'away', line: number) => number;
  /** P(both sides end with at least one goal). */
  bothScore: number;
  /** P(the final score is exactly home:away). */
  exact: (home: number, away: number) => number;
}

/**
 * The final-score outlook of a goals match: independent Poisson scorers for the rest of the match (truncated
 * at `maxGoals` more each), added to the current score. Marginals are built once so each market is one pass.
 */
export function goalOutlook(rates: GoalRates, score: GoalScore, maxGoals = 10): GoalOutlook {
  const matrix = scoreMatrix(rates.home, rates.away, maxGoals);
  const size = maxGoals + 1;
  const home = new Float64Array(size);
  const away = new Float64Array(size);
  const total = new Float64Array(2 * size);
  // diff index = (homeMore - awayMore) + maxGoals
  const diff = new Float64Array(2 * size);
  let bothScore = 0;
  for (let h = 0; h < size; h += 1)
    for (let a = 0; a < size; a += 1) {
      const p = matrix[h]![a]!;
      home[h]! += p;
      away[a]! += p;
      total[h + a]! += p;
      diff[h - a + maxGoals]! += p;
      if (score.home + h > 0 && score.away + a > 0) bothScore += p;
    }
  const lead = score.home - score.away;
  const homeCovers = (hcp: number) => tailAbove(diff, lead - maxGoals, -hcp);
  const draw = diff[maxGoals - lead] ?? 0;
  const homeWin = homeCovers(0);
  return {
    homeWin,
    draw,
    awayWin: Math.max(0, 1 - homeWin - draw),
    // NOTE: goals are never taken away, so a line already passed is certain (not 1 minus rounding).
    over: (line) => (score.home + score.away > line ? 1 : tailAbove(total, score.home + score.away, line)),
    homeCovers,
    teamOver: (side, line) => {
      const [now, dist] = side === 'home' ? [score.home, home] : [score.away, away];
      return now > line ? 1 : tailAbove(dist, now, line);
    },
    bothScore,
    exact: (h, a) => matrix[h - score.home]?.[a - score.away] ?? 0,
  };
}
