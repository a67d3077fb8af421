/** How a timed sport scores and pauses: what the live feed needs beyond the shared `SportFormat`. */
export interface TimedRules {
  /** Expected points of an average side over regulation time. */
  pointsPerSide: number;
  /** The values a scoring play is worth, with their weights (a basket of 2 or 3, a touchdown of 7 …). */
  plays: readonly (readonly [points: number, weight: number])[];
  /** Break before period n+1 (ms), by n; the half-time break is the long one. */
  breakAfter: (period: number, periods: number) => number;
  /** Overtime length in minutes when a level match needs a winner; null when a draw stands. */
  overtimeMinutes: number | null;
  /** Stoppage time is announced near the end of each period (football). */
  stoppage: boolean;
  /** Every score suspends the main markets (goals, touchdowns); high-scoring sports do not. */
  suspendOnScore: boolean;
}

const MINUTE = 60_000;

function halftime(halftimeMs: number, betweenMs: number) {
  return (period: number, periods: number) =>
    periods === 4 && period === 2 ? halftimeMs : periods === 2 ? halftimeMs : betweenMs;
}

/** The timed sports' rules, by sport key. */
export const timedRules: Readonly<Record<string, TimedRules>> = {
  football: {
    pointsPerSide: 1.35,
    plays: [[1, 1]],
    breakAfter: halftime(15 * MINUTE, 15 * MINUTE),
    overtimeMinutes: null,
    stoppage: true,
    suspendOnScore: true,
  },
  efootball: {
    pointsPerSide: 1.8,
    plays: [[1, 1]],
    breakAfter: halftime(1 * MINUTE, 1 * MINUTE),
    overtimeMinutes: null,
    stoppage: true,
    suspendOnScore: true,
  },
  'ice-hockey': {
    pointsPerSide: 2.9,
    plays: [[1, 1]],
    breakAfter: () => 17 * MINUTE,
    overtimeMinutes: null,
    stoppage: false,
    suspendOnScore: true,
  },
  handball: {
    pointsPerSide: 28,
    plays: [[1, 1]],
    breakAfter: halftime(10 * MINUTE, 10 * MINUTE),
    overtimeMinutes: null,
    stoppage: false,
    suspendOnScore: false,
  },
  basketball: {
    pointsPerSide: 82,
    plays: [
      [2, 0.62],
      [3, 0.3],
      [1, 0.08],
    ],
    breakAfter: halftime(15 * MINUTE, 2 * MINUTE),
    overtimeMinutes: 5,
    stoppage: false,
    suspendOnScore: false,
  },
  'american-football': {
    pointsPerSide: 22,
    plays: [
      [7, 0.5],
      [3, 0.38],
      [6, 0.07],
      [2, 0.05],
    ],
    breakAfter: halftime(13 * MINUTE, 2 * MINUTE),
    overtimeMinutes: 10,
    stoppage: false,
    suspendOnScore: true,
  },
};

/** Draws the value of a scoring play. */
export function drawPlay(rules: TimedRules, roll: number): number {
  let left = roll;
  for (const [points, weight] of rules.plays) {
    if (left < weight) return points;
    left -= weight;
  }
  return rules.plays[0]![0];
}

/** Mean points of a scoring play. */
export function meanPlay(rules: TimedRules): number {
  return rules.plays.reduce((sum, [points, weight]) => sum + points * weight, 0);
}
