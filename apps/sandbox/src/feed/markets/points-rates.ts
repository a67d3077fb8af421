import type { PointsRates } from '../pricing/points-outlook';
import type { WorldMatch } from '../world';
import { sidesWithDrift } from './pricing-state';

/** How a points sport scores: points per side against an average side, spread of them, home edge. */
interface PointsProfile {
  base: number;
  /** How strongly strength moves the points (0 none, 1 as much as in football). */
  sensitivity: number;
  /** Variance of a side's points over its mean (1 for Poisson-like scoring). */
  dispersion: number;
  /** Home advantage in points over a match. */
  homeEdge: number;
}

/** Calibrated so a match margin has the spread seen in each sport (σ ≈ 14 basketball, 13.5 NFL, 5 handball). */
const profiles: Readonly<Record<string, PointsProfile>> = {
  basketball: { base: 95, sensitivity: 0.3, dispersion: 1, homeEdge: 2.5 },
  'american-football': { base: 23, sensitivity: 0.6, dispersion: 4, homeEdge: 2.5 },
  handball: { base: 28, sensitivity: 0.35, dispersion: 0.5, homeEdge: 1.5 },
};

/**
 * Each side's expected points and their variance over a whole match: base · (attack · opponent's defence) to
 * the sport's sensitivity, plus half the home edge. Check: average basketball sides give 96.25 and 93.75.
 */
export function pointsRates(match: WorldMatch, sportKey: string, drift: number): PointsRates {
  const profile = profiles[sportKey] ?? profiles.basketball!;
  const { home, away } = sidesWithDrift(match, drift);
  const homeMean = profile.base * (home.attack * away.defence) ** profile.sensitivity + profile.homeEdge / 2;
  const awayMean = profile.base * (away.attack * home.defence) ** profile.sensitivity - profile.homeEdge / 2;
  return {
    homeMean,
    awayMean,
    homeVariance: homeMean * profile.dispersion,
    awayVariance: awayMean * profile.dispersion,
  };
}
