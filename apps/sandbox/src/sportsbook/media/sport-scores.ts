import { sportFormats } from '../../feed/match-state';
import type { Random } from '../../feed/random';
import { poisson } from './seeded';

/** Typical points per side for the points and runs sports (mean, spread). */
const pointsPerSide: Record<string, [number, number]> = {
  basketball: [98, 14],
  'american-football': [22, 9],
  handball: [28, 4],
};

/** Typical goals (or runs) per side of the goals and runs sports. */
const goalsPerSide: Record<string, number> = {
  football: 1.4,
  efootball: 1.7,
  'ice-hockey': 2.9,
  baseball: 4.4,
};

/** The final score of a generated past match of a sport (head-to-head meetings, standings). */
export function pastScore(random: Random, sportKey: string): { home: number; away: number } {
  const format = sportFormats[sportKey];
  if (format?.toWin) {
    const loser = random.int(0, format.toWin - 1);
    return random.next() < 0.5 ? { home: format.toWin, away: loser } : { home: loser, away: format.toWin };
  }
  const points = pointsPerSide[sportKey];
  const side = points
    ? () => Math.max(0, Math.round(points[0] + (random.next() + random.next() - 1) * points[1] * 1.7))
    : () => poisson(random, goalsPerSide[sportKey] ?? 1.4);
  const score = { home: side(), away: side() };
  // NOTE: where a match cannot end level, overtime settles it by one.
  if (score.home === score.away && format && !format.drawPossible) {
    if (random.next() < 0.5) score.home += 1;
    else score.away += 1;
  }
  return score;
}

/** Whether a sport's matches can end level (for the draws column of a table). */
export function drawPossible(sportKey: string): boolean {
  return sportFormats[sportKey]?.drawPossible ?? false;
}

/** Players per side on the field, and on the bench, of a sport. */
export function squadSize(sportKey: string): { starters: number; bench: number } {
  const sizes: Record<string, [number, number]> = {
    football: [11, 7],
    efootball: [1, 0],
    'ice-hockey': [6, 14],
    basketball: [5, 7],
    volleyball: [6, 6],
    handball: [7, 9],
    baseball: [9, 8],
    'american-football': [11, 11],
    tennis: [1, 0],
    'table-tennis': [1, 0],
    cs2: [5, 1],
    'dota-2': [5, 1],
    'league-of-legends': [5, 1],
  };
  const [starters, bench] = sizes[sportKey] ?? [5, 3];
  return { starters, bench };
}
