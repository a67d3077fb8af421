import { pointsOutlook } from '../pricing/points-outlook';
import type { PointsRates } from '../pricing/points-outlook';
import { sportFormats } from '../match-state';
import type { WorldMatch } from '../world';
import { handicapPair, linesAround, overUnder, resultTriple, winnerPair } from './market-spec';
import type { MarketSpec } from './market-spec';
import { MarketType } from './market-types';
import { periodViews } from './periods';
import type { PeriodView } from './periods';
import type { KnownState } from './pricing-state';
import { pointsRates } from './points-rates';

/** Line spacing and counts per points sport; ids of the full-time markets (incl. overtime where a tie goes on). */
const layouts = {
  basketball: { spreadStep: 2, totalStep: 3, lines: 5, overtime: true },
  'american-football': { spreadStep: 1, totalStep: 2, lines: 5, overtime: true },
  handball: { spreadStep: 2, totalStep: 2, lines: 5, overtime: false },
} as const;

function scaled(rates: PointsRates, share: number): PointsRates {
  return {
    homeMean: rates.homeMean * share,
    awayMean: rates.awayMean * share,
    homeVariance: rates.homeVariance * share,
    awayVariance: rates.awayVariance * share,
  };
}

/** Result and total of one period (a basketball quarter, a half), for a period not over whose score is known. */
function periodMarkets(
  match: WorldMatch,
  rates: PointsRates,
  period: PeriodView,
  share: number,
  kind: 'quarter' | 'half',
): MarketSpec[] {
  if (period.remaining <= 0 || !period.score) return [];
  const outlook = pointsOutlook(scaled(rates, share), { ...period.score, remaining: period.remaining });
  const label = kind === 'quarter' ? `${period.number}. quarter` : '1st half';
  const prefix = kind === 'quarter' ? `quarternr=${period.number}|` : '';
  const specs: MarketSpec[] = [
    {
      id: kind === 'quarter' ? MarketType.quarterResult : MarketType.firstHalfResult,
      name: `${label} - 1X2`,
      group: kind === 'quarter' ? 'quarters' : 'halves',
      specifier: kind === 'quarter' ? `quarternr=${period.number}` : '',
      priority: 20 + period.number * 2,
      outcomes: resultTriple(match.home.name, match.away.name, outlook),
    },
  ];
  for (const line of linesAround(outlook.expectedTotal, 3, 2, period.score.home + period.score.away))
    specs.push({
      id: kind === 'quarter' ? MarketType.quarterTotal : MarketType.firstHalfTotal,
      name: `${label} - total`,
      group: kind === 'quarter' ? 'quarters' : 'halves',
      specifier: `${prefix}total=${line}`,
      priority: 21 + period.number * 2,
      outcomes: overUnder(line, outlook.over(line)),
    });
  return specs;
}

/** The first half: a regulation period of handball, the first two quarters of basketball. */
function firstHalf(periods: PeriodView[]): PeriodView {
  if (periods.length === 2) return periods[0]!;
  const [first, second] = [periods[0]!, periods[1]!];
  return {
    number: 1,
    remaining: (first.remaining + second.remaining) / 2,
    score:
      first.score && second.score
        ? { home: first.score.home + second.score.home, away: first.score.away + second.score.away }
        : null,
  };
}

/**
 * Basketball, American football and handball markets from a normal approximation of the points still to come:
 * the result (a moneyline where a tie goes to overtime, else 1X2), spreads and totals around the expected
 * margin and total, team totals, and quarter or half markets for basketball and the first half in handball.
 */
export function pointsMarkets(
  match: WorldMatch,
  sportKey: keyof typeof layouts,
  state: KnownState,
): MarketSpec[] {
  const layout = layouts[sportKey];
  const [home, away] = [match.home.name, match.away.name];
  const rates = pointsRates(match, sportKey, state.drift);
  const outlook = pointsOutlook(rates, {
    home: state.homeScore,
    away: state.awayScore,
    remaining: state.remaining,
  });
  const scored = state.homeScore + state.awayScore;
  const ids = layout.overtime
    ? { spread: MarketType.handicapInclOvertime, total: MarketType.totalInclOvertime }
    : { spread: MarketType.handicap, total: MarketType.total };
  const specs: MarketSpec[] = [
    layout.overtime
      ? {
          id: MarketType.winnerInclOvertime,
          name: 'Winner (incl. overtime)',
          group: 'main',
          specifier: '',
          priority: 1,
          outcomes: winnerPair(home, away, outlook.homeWinIncludingOvertime),
        }
      : {
          id: MarketType.matchResult,
          name: '1X2',
          group: 'main',
          specifier: '',
          priority: 1,
          outcomes: resultTriple(home, away, outlook),
        },
  ];
  for (const hcp of linesAround(-outlook.expectedMargin, layout.lines, layout.spreadStep))
    specs.push({
      id: ids.spread,
      name: 'Handicap',
      group: 'handicap',
      specifier: `hcp=${hcp}`,
      priority: 2,
      outcomes: handicapPair(home, away, hcp, outlook.homeCovers(hcp)),
    });
  for (const line of linesAround(outlook.expectedTotal, layout.lines, layout.totalStep, scored))
    specs.push({
      id: ids.total,
      name: 'Total points',
      group: 'points',
      specifier: `total=${line}`,
      priority: 3,
      outcomes: overUnder(line, outlook.over(line)),
    });
  if (sportKey === 'basketball') {
    const teamMean = (side: 'home' | 'away') =>
      side === 'home'
        ? state.homeScore + rates.homeMean * state.remaining
        : state.awayScore + rates.awayMean * state.remaining;
    for (const side of ['home', 'away'] as const)
      for (const line of linesAround(
        teamMean(side),
        3,
        3,
        side === 'home' ? state.homeScore : state.awayScore,
      ))
        specs.push({
          id: side === 'home' ? MarketType.homeTotalInclOvertime : MarketType.awayTotalInclOvertime,
          name: `${side === 'home' ? home : away} total points`,
          group: 'team_totals',
          specifier: `total=${line}`,
          priority: side === 'home' ? 4 : 5,
          outcomes: overUnder(line, outlook.teamOver(side, line)),
        });
  }
  const format = sportFormats[sportKey]!;
  const periods = periodViews(state, format.periods);
  if (sportKey === 'basketball')
    for (const period of periods)
      specs.push(...periodMarkets(match, rates, period, 1 / format.periods, 'quarter'));
  if (sportKey !== 'american-football')
    specs.push(...periodMarkets(match, rates, firstHalf(periods), 0.5, 'half'));
  return specs;
}
