import { scoreMatrix } from './poisson';

/** Where a football match stands: the score so far and the share of the match still to play (1 before kick-off). */
export interface FootballState {
  homeGoals: number;
  awayGoals: number;
  remaining: number;
}

/** Team strengths: expected goals over a whole match against an average side, at home and away. */
export interface FootballStrengths {
  homeExpectedGoals: number;
  awayExpectedGoals: number;
}

/**
 * Fair probabilities of the common football markets from a Poisson model of the goals still to come: each
 * side scores at its expected rate scaled by the time left, on top of the current score.
 */
export function footballProbabilities(strengths: FootballStrengths, state: FootballState) {
  const matrix = scoreMatrix(
    strengths.homeExpectedGoals * state.remaining,
    strengths.awayExpectedGoals * state.remaining,
  );
  const final = (fn: (home: number, away: number) => boolean) => {
    let p = 0;
    matrix.forEach((row, h) =>
      row.forEach((cell, a) => {
        if (fn(state.homeGoals + h, state.awayGoals + a)) p += cell;
      }),
    );
    return p;
  };
  return {
    /** 1X2: home, draw, away. */
    matchResult: [final((h, a) => h > a), final((h, a) => h === a), final((h, a) => h < a)] as const,
    /** Over and under `line` total goals (lines end in .5, so there is no push). */
    total: (line: number) => {
      const over = final((h, a) => h + a > line);
      return [over, 1 - over] as const;
    },
    /** Both teams to score: yes, no. */
    bothTeamsToScore: (() => {
      const yes = final((h, a) => h > 0 && a > 0);
      return [yes, 1 - yes] as const;
    })(),
    /** Home with a handicap (`-1.5` gives home 1.5 goals less), home and away; half lines only. */
    handicap: (line: number) => {
      const home = final((h, a) => h + line > a);
      return [home, 1 - home] as const;
    },
    /** Probability of one exact final score. */
    correctScore: (home: number, away: number) => final((h, a) => h === home && a === away),
  };
}
