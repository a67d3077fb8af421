import { goalOutlook } from '../pricing/goal-outlook';
import type { WorldMatch } from '../world';
import { handicapPair, linesAround, overUnder, winnerPair } from './market-spec';
import type { MarketSpec } from './market-spec';
import { MarketType } from './market-types';
import type { KnownState } from './pricing-state';
import { sidesWithDrift } from './pricing-state';

/** Runs a side scores over nine innings against an average side, and the home edge in runs. */
const BASE_RUNS = 4.4;
const HOME_EDGE = 0.2;

/**
 * Baseball markets from Poisson runs over the innings left: the winner including extra innings (a tie after
 * nine is shared in proportion to the run rates), the ±1.5 run line and totals around the expected runs.
 * Check: average sides score 4.5 and 4.3 runs, a total of 8.8, so the lines centre on 8.5.
 */
export function baseballMarkets(match: WorldMatch, state: KnownState): MarketSpec[] {
  const [home, away] = [match.home.name, match.away.name];
  const sides = sidesWithDrift(match, state.drift);
  const rates = {
    home: BASE_RUNS * Math.sqrt(sides.home.attack * sides.away.defence) + HOME_EDGE / 2,
    away: BASE_RUNS * Math.sqrt(sides.away.attack * sides.home.defence) - HOME_EDGE / 2,
  };
  const outlook = goalOutlook(
    { home: rates.home * state.remaining, away: rates.away * state.remaining },
    { home: state.homeScore, away: state.awayScore },
    20,
  );
  const extraInnings = rates.home / (rates.home + rates.away);
  const scored = state.homeScore + state.awayScore;
  const expectedTotal = scored + (rates.home + rates.away) * state.remaining;
  const specs: MarketSpec[] = [
    {
      id: MarketType.winnerInclExtraInnings,
      name: 'Winner (incl. extra innings)',
      group: 'main',
      specifier: '',
      priority: 1,
      outcomes: winnerPair(home, away, outlook.homeWin + outlook.draw * extraInnings),
    },
  ];
  // NOTE: a tie after nine ends one run apart in extra innings: never a -1.5 cover, always a +1.5 one, so the
  // run line reads straight off the nine-inning margin.
  for (const hcp of [-1.5, 1.5])
    specs.push({
      id: MarketType.runLine,
      name: 'Run line',
      group: 'handicap',
      specifier: `hcp=${hcp}`,
      priority: 2,
      outcomes: handicapPair(home, away, hcp, outlook.homeCovers(hcp)),
    });
  for (const line of linesAround(expectedTotal, 5, 1, scored))
    specs.push({
      id: MarketType.totalInclExtraInnings,
      name: 'Total runs',
      group: 'points',
      specifier: `total=${line}`,
      priority: 3,
      outcomes: overUnder(line, outlook.over(line)),
    });
  return specs;
}
