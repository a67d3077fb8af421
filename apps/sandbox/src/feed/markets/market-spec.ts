import type { GroupKey, MarketTypeId } from './market-types';

/** One outcome before pricing: its fair probability (0 when it can no longer happen). */
export interface OutcomeSpec {
  id: number;
  name: string;
  probability: number;
}

/** One market line before pricing: what a sport family's builder returns. */
export interface MarketSpec {
  id: MarketTypeId;
  name: string;
  group: GroupKey;
  specifier: string;
  priority: number;
  outcomes: OutcomeSpec[];
  /** How many outcomes each result pays, when more than one (double chance: 2); its probabilities sum to it. */
  covers?: number;
}

/** A signed line as shown in a name or specifier: `+1.5`, `-0.5`, `0`. */
export function signed(line: number): string {
  return line > 0 ? `+${line}` : `${line}`;
}

/** The over/under outcome pair of a total line (outcome ids 12 and 13, as the feeds number them). */
export function overUnder(line: number, over: number): OutcomeSpec[] {
  return [
    { id: 12, name: `Over ${line}`, probability: over },
    { id: 13, name: `Under ${line}`, probability: 1 - over },
  ];
}

/** The two outcomes of a handicap line for home (`hcp` is home's; away gets the opposite). */
export function handicapPair(home: string, away: string, hcp: number, homeCovers: number): OutcomeSpec[] {
  return [
    { id: 1714, name: `${home} (${signed(hcp)})`, probability: homeCovers },
    { id: 1715, name: `${away} (${signed(-hcp)})`, probability: 1 - homeCovers },
  ];
}

/** The two outcomes of a winner market (ids 4 and 5). */
export function winnerPair(home: string, away: string, homeWin: number): OutcomeSpec[] {
  return [
    { id: 4, name: home, probability: homeWin },
    { id: 5, name: away, probability: 1 - homeWin },
  ];
}

/** The three outcomes of a 1X2 market (ids 1, 2, 3). */
export function resultTriple(
  home: string,
  away: string,
  probabilities: { homeWin: number; draw: number; awayWin: number },
): OutcomeSpec[] {
  return [
    { id: 1, name: home, probability: probabilities.homeWin },
    { id: 2, name: 'Draw', probability: probabilities.draw },
    { id: 3, name: away, probability: probabilities.awayWin },
  ];
}

/**
 * `count` half-point lines around `centre` (rounded to the nearest x.5), `step` apart, never below `floor`:
 * the lines a book hangs around its expected total or margin.
 */
export function linesAround(centre: number, count: number, step: number, floor = -Infinity): number[] {
  const middle = Math.floor(centre) + 0.5;
  const lines: number[] = [];
  for (let k = -Math.floor(count / 2); lines.length < count; k += 1) {
    const line = middle + k * step;
    if (line > floor) lines.push(line);
  }
  return lines;
}
