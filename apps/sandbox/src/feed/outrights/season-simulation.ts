import type { Random } from '../random';
import type { WorldTeam } from '../world';

/** What a run of simulated seasons counted, per team (index into the league's teams). */
export interface SeasonTally {
  runs: number;
  /** Seasons each team won (a title shared on points is split). */
  titles: number[];
  /** Seasons each team finished in the relegation places. */
  relegations: number[];
  /** Seasons each team's lead striker ended as top scorer (ties split), and the same for its second striker. */
  topScorer: [number, number][];
}

/** Shares of a side's goals its first and second strikers score. */
export const STRIKER_SHARES = [0.3, 0.16] as const;

function poisson(mean: number, random: Random): number {
  // NOTE: Knuth's method is fine for the small means of a football match.
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random.next();
  while (product > limit) {
    count += 1;
    product *= random.next();
  }
  return count;
}

/** The chance the first team beats the second in a game without draws, from their strength ratios. */
export function headToHead(first: WorldTeam, second: WorldTeam): number {
  const edge = first.attack / first.defence - second.attack / second.defence;
  return 1 / (1 + Math.exp(-2.2 * edge));
}

function addShared(counts: number[], winners: number[]): void {
  for (const winner of winners) counts[winner]! += 1 / winners.length;
}

/**
 * Plays a double round-robin season `runs` times: football-style sides score Poisson goals from attack and
 * defence (3 points a win, 1 a draw), other sports win by the strength logistic (2 points a win). Tallies
 * titles, the bottom `relegated` places and, for goals, the top scorer among each side's two strikers.
 */
export function simulateSeasons(
  teams: readonly WorldTeam[],
  options: { runs: number; goals: boolean; relegated: number; random: Random },
): SeasonTally {
  const { runs, goals, relegated, random } = options;
  const tally: SeasonTally = {
    runs,
    titles: teams.map(() => 0),
    relegations: teams.map(() => 0),
    topScorer: teams.map(() => [0, 0]),
  };
  for (let run = 0; run < runs; run += 1) {
    const points = teams.map(() => random.next() * 0.01);
    const strikerGoals = teams.map(() => [0, 0]);
    teams.forEach((home, h) =>
      teams.forEach((away, a) => {
        if (h === a) return;
        if (!goals) {
          points[random.next() < headToHead(home, away) ? h : a]! += 2;
          return;
        }
        const homeGoals = poisson(1.35 * home.attack * away.defence + 0.12, random);
        const awayGoals = poisson(1.35 * away.attack * home.defence - 0.12, random);
        points[h]! += homeGoals > awayGoals ? 3 : homeGoals === awayGoals ? 1 : 0;
        points[a]! += awayGoals > homeGoals ? 3 : homeGoals === awayGoals ? 1 : 0;
        for (const [side, scored] of [
          [h, homeGoals],
          [a, awayGoals],
        ] as const)
          for (let goal = 0; goal < scored; goal += 1) {
            const roll = random.next();
            if (roll < STRIKER_SHARES[0]) strikerGoals[side]![0]! += 1;
            else if (roll < STRIKER_SHARES[0] + STRIKER_SHARES[1]) strikerGoals[side]![1]! += 1;
          }
      }),
    );
    const order = teams.map((_, index) => index).sort((x, y) => points[y]! - points[x]!);
    tally.titles[order[0]!]! += 1;
    for (const index of order.slice(order.length - relegated)) tally.relegations[index]! += 1;
    if (goals) {
      const best = Math.max(...strikerGoals.flat());
      const leaders = strikerGoals.flatMap((pair, team) =>
        pair.flatMap((scored, striker) => (scored === best ? [team * 2 + striker] : [])),
      );
      for (const leader of leaders)
        tally.topScorer[Math.floor(leader / 2)]![leader % 2]! += 1 / leaders.length;
    }
  }
  return tally;
}

/** Plays a knockout (random draw, byes for odd numbers) `runs` times and counts each side's wins. */
export function simulateKnockouts(teams: readonly WorldTeam[], runs: number, random: Random): number[] {
  const wins = teams.map(() => 0);
  for (let run = 0; run < runs; run += 1) {
    let left = teams.map((_, index) => index);
    while (left.length > 1) {
      for (let index = left.length - 1; index > 0; index -= 1) {
        const swap = random.int(0, index);
        [left[index], left[swap]] = [left[swap]!, left[index]!];
      }
      const next: number[] = [];
      for (let index = 0; index < left.length; index += 2) {
        const first = left[index]!;
        const second = left[index + 1];
        if (second === undefined) next.push(first);
        else next.push(random.next() < headToHead(teams[first]!, teams[second]!) ? first : second);
      }
      left = next;
    }
    addShared(wins, left);
  }
  return wins;
}
