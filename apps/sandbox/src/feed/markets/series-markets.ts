import { tailAbove } from '../pricing/series';
import type { SeriesOutlook } from '../pricing/series';
import type { WorldMatch } from '../world';
import { handicapPair, linesAround, overUnder, winnerPair } from './market-spec';
import type { MarketSpec } from './market-spec';
import type { GroupKey, MarketTypeId } from './market-types';
import { MarketType } from './market-types';

/** The winner and the set (or map) betting of a best-of series: every final score, e.g. 2:0 … 0:2. */
export function seriesResultMarkets(
  match: WorldMatch,
  outlook: SeriesOutlook,
  toWin: number,
  unit: 'sets' | 'maps',
): MarketSpec[] {
  const finals: { home: number; away: number }[] = [];
  for (let loser = 0; loser < toWin; loser += 1) finals.push({ home: toWin, away: loser });
  for (let loser = toWin - 1; loser >= 0; loser -= 1) finals.push({ home: loser, away: toWin });
  return [
    {
      id: MarketType.winner,
      name: 'Winner',
      group: 'main',
      specifier: '',
      priority: 1,
      outcomes: winnerPair(match.home.name, match.away.name, outlook.homeWin),
    },
    {
      id: MarketType.setBetting,
      name: unit === 'sets' ? 'Set betting' : 'Correct map score',
      group: unit,
      specifier: '',
      priority: 2,
      outcomes: finals.map((final) => ({
        // NOTE: numbered as correct scores are (1000 + 10 × home + away): set betting is the correct score in sets.
        id: 1000 + final.home * 10 + final.away,
        name: `${final.home}:${final.away}`,
        probability: outlook.sets.get(`${final.home}:${final.away}`) ?? 0,
      })),
    },
  ];
}

/** Winner of the unit under way or next (`setnr=3`, `mapnr=2`), with 1-based `number`. */
export function nextUnitMarket(
  match: WorldMatch,
  outlook: SeriesOutlook,
  number: number,
  unit: 'set' | 'map',
): MarketSpec {
  return {
    id: unit === 'set' ? MarketType.setWinner : MarketType.mapWinner,
    name: `${number}. ${unit} - winner`,
    group: unit === 'set' ? 'sets' : 'maps',
    specifier: `${unit === 'set' ? 'setnr' : 'mapnr'}=${number}`,
    priority: 5,
    outcomes: winnerPair(match.home.name, match.away.name, outlook.homeWinsNextUnit),
  };
}

/** Count lines (games, points, maps) of a series: totals and handicaps around the expectation. */
export interface CountLines {
  totalId: MarketTypeId;
  totalName: string;
  /** The handicap market on the same count, when the sport offers one (tennis game handicap). */
  handicap?: { id: MarketTypeId; name: string };
  group: GroupKey;
  /** Counts already banked in finished units (the unit under way counts in the outlook). */
  doneTotal: number;
  doneDiff: number;
  lines: number;
  step: number;
  capacity: number;
}

/** Total and handicap lines of a series' count (total games, total points; game handicap). */
export function countMarkets(match: WorldMatch, outlook: SeriesOutlook, counts: CountLines): MarketSpec[] {
  let expectedTotal = counts.doneTotal;
  let expectedDiff = counts.doneDiff;
  outlook.total.forEach((p, k) => (expectedTotal += p * k));
  outlook.diff.forEach((p, k) => (expectedDiff += p * (k - counts.capacity)));
  const specs: MarketSpec[] = [];
  for (const line of linesAround(expectedTotal, counts.lines, counts.step, counts.doneTotal))
    specs.push({
      id: counts.totalId,
      name: counts.totalName,
      group: counts.group,
      specifier: `total=${line}`,
      priority: 3,
      outcomes: overUnder(line, tailAbove(outlook.total, counts.doneTotal, line)),
    });
  const handicap = counts.handicap;
  if (!handicap) return specs;
  for (const hcp of linesAround(-expectedDiff, counts.lines, counts.step))
    specs.push({
      id: handicap.id,
      name: handicap.name,
      group: counts.group,
      specifier: `hcp=${hcp}`,
      priority: 4,
      // home covers when doneDiff + diff + hcp > 0
      outcomes: handicapPair(
        match.home.name,
        match.away.name,
        hcp,
        tailAbove(outlook.diff, counts.doneDiff - counts.capacity, -hcp),
      ),
    });
  return specs;
}
