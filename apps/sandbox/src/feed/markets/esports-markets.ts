import { sportFormats } from '../match-state';
import { playSeries, tailAbove } from '../pricing/series';
import type { UnitOutcome } from '../pricing/series';
import type { WorldMatch } from '../world';
import { handicapPair, overUnder } from './market-spec';
import type { MarketSpec } from './market-spec';
import { MarketType } from './market-types';
import type { KnownState } from './pricing-state';
import { quality, sidesWithDrift } from './pricing-state';
import { cs2MapOutcomes } from './cs2-rounds';
import { nextUnitMarket, seriesResultMarkets } from './series-markets';

/**
 * P(home wins a map): a logistic of the quality difference, 1.8 per unit, plus a small edge for the side
 * picking first. Check: equal sides give 1 / (1 + e^-0.05) = 0.5125.
 */
export function mapChance(match: WorldMatch, drift: number): number {
  const { home, away } = sidesWithDrift(match, drift);
  return 1 / (1 + Math.exp(-1.8 * (quality(home) - quality(away)) - 0.05));
}

/**
 * Esports markets (CS2, Dota 2, League of Legends) from a per-map win chance: the match winner, the correct
 * map score, the ±1.5 map handicap, total maps and the winner of the map under way or next. The live state
 * gives maps won, and in CS2 the rounds of the map under way (a period beyond the maps played); inside a Dota
 * or League of Legends map nothing is modelled.
 */
export function esportsMarkets(match: WorldMatch, sportKey: string, state: KnownState): MarketSpec[] {
  const format = sportFormats[sportKey]!;
  const toWin = format.toWin!;
  if (state.homeScore >= toWin || state.awayScore >= toWin) return [];
  const p = mapChance(match, state.drift);
  const map: UnitOutcome[] = [
    { home: 1, away: 0, p },
    { home: 0, away: 1, p: 1 - p },
  ];
  const played = state.homeScore + state.awayScore;
  const rounds = sportKey === 'cs2' ? state.periods[played] : undefined;
  const outlook = playSeries({
    toWin,
    setsHome: state.homeScore,
    setsAway: state.awayScore,
    homeStarts: true,
    current: rounds ? cs2MapOutcomes(p, rounds) : null,
    unit: () => map,
    flips: () => false,
    capacity: format.periods,
  });
  const lead = state.homeScore - state.awayScore;
  // NOTE: home covers hcp when its final maps lead (lead so far + maps still to come) + hcp > 0.
  const covers = (hcp: number) => tailAbove(outlook.diff, lead - format.periods, -hcp);
  const specs: MarketSpec[] = [...seriesResultMarkets(match, outlook, toWin, 'maps')];
  for (const hcp of [-1.5, 1.5])
    specs.push({
      id: MarketType.mapHandicap,
      name: 'Map handicap',
      group: 'maps',
      specifier: `hcp=${hcp}`,
      priority: 3,
      outcomes: handicapPair(match.home.name, match.away.name, hcp, covers(hcp)),
    });
  // NOTE: one line a map past the fewest possible: 2.5 in a best of three, 3.5 in a best of five.
  const line = toWin + 0.5;
  const overLine = tailAbove(outlook.total, played, line);
  specs.push({
    id: MarketType.totalMaps,
    name: 'Total maps',
    group: 'maps',
    specifier: `total=${line}`,
    priority: 4,
    outcomes: overUnder(line, overLine),
  });
  specs.push(nextUnitMarket(match, outlook, played + 1, 'map'));
  return specs;
}
