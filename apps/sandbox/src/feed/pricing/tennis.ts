import type { UnitOutcome } from './series';

/** Chances of winning a point on one's own serve: the tennis model's two numbers. */
export interface ServeStrengths {
  /** P(home wins a point it serves). */
  home: number;
  /** P(away wins a point it serves). */
  away: number;
}

/**
 * P(the server wins the game) from `server`:`receiver` points (0, 15, 30, 40 as 0–3; 4 for advantage).
 * From deuce it is p²/(p² + q²): win two in a row before losing two in a row.
 * Check: p = 0.6 from 0:0 gives 0.7357.
 */
export function holdProbability(p: number, server = 0, receiver = 0): number {
  if (server >= 4 && server - receiver >= 2) return 1;
  if (receiver >= 4 && receiver - server >= 2) return 0;
  if (server >= 3 && receiver >= 3) {
    const deuce = (p * p) / (p * p + (1 - p) * (1 - p));
    if (server === receiver) return deuce;
    return server > receiver ? p + (1 - p) * deuce : p * deuce;
  }
  return p * holdProbability(p, server + 1, receiver) + (1 - p) * holdProbability(p, server, receiver + 1);
}

/**
 * P(home wins a tie-break) from `home`:`away` points with `homeServes` the next point. Serve changes after the
 * first point, then every two. From 6:6 (any even tie) a pair of points has one serve each: home wins the pair
 * with a·b and loses it with (1−a)(1−b), a and b home's point chances on its serve and on away's.
 */
export function tiebreakProbability(serve: ServeStrengths, home = 0, away = 0, homeServes = true): number {
  if (home >= 7 && home - away >= 2) return 1;
  if (away >= 7 && away - home >= 2) return 0;
  const a = serve.home;
  const b = 1 - serve.away;
  if (home >= 6 && home === away) return (a * b) / (a * b + (1 - a) * (1 - b));
  const win = homeServes ? a : b;
  // NOTE: after point n (0-based) the server changes when n is even: points 1–2 by the other, 3–4 back …
  const changes = (home + away) % 2 === 0;
  const nextServes = changes ? !homeServes : homeServes;
  return (
    win * tiebreakProbability(serve, home + 1, away, nextServes) +
    (1 - win) * tiebreakProbability(serve, home, away + 1, nextServes)
  );
}

/** Where a set stands: games so far, who serves the next game and, mid-game, P(home wins that game). */
export interface SetStart {
  homeGames: number;
  awayGames: number;
  homeServes: boolean;
  currentGame?: number;
}

/**
 * The distribution of a set's final games score (6:0 … 7:6 either way) from a point in the set: games are won
 * on serve with the hold probabilities, 6:6 goes to a tie-break (counted as a 13th game, 7:6).
 */
export function setOutcomes(serve: ServeStrengths, start: SetStart): UnitOutcome[] {
  const homeHold = holdProbability(serve.home);
  const awayBreak = 1 - holdProbability(serve.away);
  const outcomes: UnitOutcome[] = [];
  // mass[h][a], games 0..7
  const mass = Array.from({ length: 8 }, () => new Float64Array(8));
  mass[start.homeGames]![start.awayGames] = 1;
  for (let played = start.homeGames + start.awayGames; played <= 13; played += 1) {
    for (let h = Math.max(0, played - 7); h <= Math.min(7, played); h += 1) {
      const a = played - h;
      const p = mass[h]![a]!;
      if (p === 0) continue;
      if (setOver(h, a)) {
        outcomes.push({ home: h, away: a, p });
        continue;
      }
      const homeServes =
        (played - start.homeGames - start.awayGames) % 2 === 0 ? start.homeServes : !start.homeServes;
      const first = played === start.homeGames + start.awayGames;
      const win =
        first && start.currentGame !== undefined
          ? start.currentGame
          : h === 6 && a === 6
            ? tiebreakProbability(serve, 0, 0, homeServes)
            : homeServes
              ? homeHold
              : awayBreak;
      mass[h + 1]![a]! += p * win;
      mass[h]![a + 1]! += p * (1 - win);
    }
  }
  return outcomes;
}

/** Whether a games score ends a set (6 with a two-game lead, or 7). */
export function setOver(home: number, away: number): boolean {
  return (home >= 6 && home - away >= 2) || (away >= 6 && away - home >= 2) || home === 7 || away === 7;
}
