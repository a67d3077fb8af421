import { goalOutlook } from '../pricing/goal-outlook';
import type { WorldMatch } from '../world';
import { goalRates } from './football-markets';
import { handicapPair, linesAround, overUnder, resultTriple, winnerPair } from './market-spec';
import type { MarketSpec } from './market-spec';
import { MarketType } from './market-types';
import type { KnownState } from './pricing-state';

/**
 * Ice hockey markets from Poisson goals: the regulation 1X2, the winner including overtime and penalties (a
 * regulation draw is shared in proportion to the sides' scoring rates), totals and the ±1.5 puck line.
 */
export function iceHockeyMarkets(match: WorldMatch, state: KnownState): MarketSpec[] {
  const [home, away] = [match.home.name, match.away.name];
  const rates = goalRates(match, 'ice-hockey', state.drift);
  // NOTE: in overtime (a period past the third) regulation time is over: its markets are decided.
  const regulationLeft = state.periods.length > 3 ? 0 : state.remaining;
  const outlook = goalOutlook(
    { home: rates.home * regulationLeft, away: rates.away * regulationLeft },
    { home: state.homeScore, away: state.awayScore },
    14,
  );
  const overtimeShare = rates.home / (rates.home + rates.away);
  const expectedTotal = state.homeScore + state.awayScore + (rates.home + rates.away) * regulationLeft;
  const specs: MarketSpec[] = [
    {
      id: MarketType.matchResult,
      name: '1X2 (regular time)',
      group: 'main',
      specifier: '',
      priority: 1,
      outcomes: resultTriple(home, away, outlook),
    },
    {
      id: MarketType.winnerInclOvertimeAndPenalties,
      name: 'Winner (incl. overtime and penalties)',
      group: 'main',
      specifier: '',
      priority: 2,
      outcomes: winnerPair(home, away, outlook.homeWin + outlook.draw * overtimeShare),
    },
  ];
  for (const line of linesAround(expectedTotal, 5, 1, state.homeScore + state.awayScore))
    specs.push({
      id: MarketType.total,
      name: 'Total goals',
      group: 'goals',
      specifier: `total=${line}`,
      priority: 3,
      outcomes: overUnder(line, outlook.over(line)),
    });
  for (const hcp of [-1.5, 1.5])
    specs.push({
      id: MarketType.handicap,
      name: 'Puck line',
      group: 'handicap',
      specifier: `hcp=${hcp}`,
      priority: 4,
      outcomes: handicapPair(home, away, hcp, outlook.homeCovers(hcp)),
    });
  return specs;
}
