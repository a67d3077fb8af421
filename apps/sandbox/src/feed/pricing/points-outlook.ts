import { normalAbove } from './normal';

/** Expected points of each side over the whole match and their variances (a points sport's strengths). */
export interface PointsRates {
  homeMean: number;
  awayMean: number;
  homeVariance: number;
  awayVariance: number;
}

/** The score so far and the share of the match (or of the period priced) still to play. */
export interface PointsScore {
  home: number;
  away: number;
  remaining: number;
}

/** Fair probabilities of final-score events of a points sport. */
export interface PointsOutlook {
  /** Expected final total and home margin, to place the lines. */
  expectedTotal: number;
  expectedMargin: number;
  /** Regulation result, a draw being a margin rounding to 0. */
  homeWin: number;
  draw: number;
  awayWin: number;
  /** Winner when a tie goes to overtime: the draw is shared in proportion to the regulation chances. */
  homeWinIncludingOvertime: number;
  over: (line: number) => number;
  homeCovers: (hcp: number) => number;
  teamOver: (side: 'home' | 'away', line: number) => number;
}

/**
 * A normal approximation of the points still to come: each side scores mean·remaining with variance
 * variance·remaining, independently; the margin and the total are then normal too. Totals already passed are
 * certain (points are never taken away), which the normal alone would only nearly say.
 */
export function pointsOutlook(rates: PointsRates, score: PointsScore): PointsOutlook {
  const r = Math.max(0, score.remaining);
  const homeMean = score.home + rates.homeMean * r;
  const awayMean = score.away + rates.awayMean * r;
  const homeVariance = rates.homeVariance * r;
  const awayVariance = rates.awayVariance * r;
  const marginMean = homeMean - awayMean;
  const marginVariance = homeVariance + awayVariance;
  const homeCovers = (hcp: number) => normalAbove(marginMean + hcp, marginVariance, 0);
  // NOTE: a discrete margin of 0 is the normal's mass between -0.5 and 0.5 (continuity correction).
  const homeWin = normalAbove(marginMean, marginVariance, 0.5);
  const awayWin = 1 - normalAbove(marginMean, marginVariance, -0.5);
  const draw = Math.max(0, 1 - homeWin - awayWin);
  const decided = homeWin + awayWin;
  return {
    expectedTotal: homeMean + awayMean,
    expectedMargin: marginMean,
    homeWin,
    draw,
    awayWin,
    homeWinIncludingOvertime: decided > 0 ? homeWin + (draw * homeWin) / decided : 0.5,
    over: (line) =>
      score.home + score.away > line ? 1 : normalAbove(homeMean + awayMean, marginVariance, line),
    homeCovers,
    teamOver: (side, line) => {
      const [now, mean, variance] =
        side === 'home' ? [score.home, homeMean, homeVariance] : [score.away, awayMean, awayVariance];
      return now > line ? 1 : normalAbove(mean, variance, line);
    },
  };
}
