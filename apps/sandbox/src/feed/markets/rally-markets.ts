import { sportFormats } from '../match-state';
import type { PeriodState } from '../match-state';
import { rallySetOutcomes } from '../pricing/rally-set';
import { playSeries } from '../pricing/series';
import type { UnitOutcome } from '../pricing/series';
import type { WorldMatch } from '../world';
import type { MarketSpec } from './market-spec';
import { MarketType } from './market-types';
import type { KnownState } from './pricing-state';
import { quality, sidesWithDrift } from './pricing-state';
import { countMarkets, nextUnitMarket, seriesResultMarkets } from './series-markets';

/** How a rally sport's sets are played and how much one rally favours the better side. */
const rules = {
  // NOTE: a deciding fifth volleyball set is played to 15.
  volleyball: { target: 25, decidingTarget: 15, rallyEdge: 0.035, totalStep: 4 },
  'table-tennis': { target: 11, decidingTarget: 11, rallyEdge: 0.07, totalStep: 3 },
} as const;

type RallySport = keyof typeof rules;

const freshSets = new Map<string, UnitOutcome[]>();

function freshSet(homeRally: number, target: number): UnitOutcome[] {
  const key = `${homeRally}:${target}`;
  let outcomes = freshSets.get(key);
  if (!outcomes) {
    if (freshSets.size > 5000) freshSets.clear();
    outcomes = rallySetOutcomes({ target, homeRally });
    freshSets.set(key, outcomes);
  }
  return outcomes;
}

/**
 * P(home wins a rally): a half moved by the sport's edge per unit of quality difference. Check: volleyball
 * sides of quality 1.2 and 0.9 give 0.5 + 0.035 · 0.3 = 0.5105 (kept to the nearest 0.0005).
 */
export function rallyChance(match: WorldMatch, sportKey: RallySport, drift: number): number {
  const { home, away } = sidesWithDrift(match, drift);
  const p = Math.min(0.7, Math.max(0.3, 0.5 + rules[sportKey].rallyEdge * (quality(home) - quality(away))));
  // NOTE: rounded to 0.0005 so the wandering drift hits the set cache; a set's chance moves by about 0.3 % per step.
  return Math.round(p * 2000) / 2000;
}

/**
 * Volleyball and table tennis markets from a rally model: each rally won by home with one chance, sets to the
 * target by two, the match from the sets; live from the points of the set under way.
 */
export function rallyMarkets(match: WorldMatch, sportKey: RallySport, state: KnownState): MarketSpec[] {
  const format = sportFormats[sportKey]!;
  const toWin = format.toWin!;
  const rule = rules[sportKey];
  const targetOf = (index: number) => (index === format.periods - 1 ? rule.decidingTarget : rule.target);
  const homeRally = rallyChance(match, sportKey, state.drift);
  const over = (set: PeriodState, index: number) =>
    (set.home >= targetOf(index) || set.away >= targetOf(index)) && Math.abs(set.home - set.away) >= 2;
  const last = state.periods[state.periods.length - 1];
  const lastOver = !last || over(last, state.periods.length - 1);
  const done = lastOver ? state.periods : state.periods.slice(0, -1);
  const setsHome =
    state.periods.length > 0 ? done.filter((set) => set.home > set.away).length : state.homeScore;
  const setsAway =
    state.periods.length > 0 ? done.filter((set) => set.away > set.home).length : state.awayScore;
  if (setsHome >= toWin || setsAway >= toWin) return [];
  const capacity = format.periods * 2 * (rule.target + 24);
  const outlook = playSeries({
    toWin,
    setsHome,
    setsAway,
    homeStarts: true,
    current: lastOver
      ? null
      : rallySetOutcomes({ target: targetOf(done.length), homeRally, home: last.home, away: last.away }),
    unit: (index) => freshSet(homeRally, targetOf(index)),
    flips: () => false,
    capacity,
    trackDiff: false,
  });
  return [
    ...seriesResultMarkets(match, outlook, toWin, 'sets'),
    ...countMarkets(match, outlook, {
      totalId: MarketType.totalPoints,
      totalName: 'Total points',
      group: 'points',
      doneTotal: done.reduce((sum, set) => sum + set.home + set.away, 0),
      doneDiff: done.reduce((sum, set) => sum + set.home - set.away, 0),
      lines: 5,
      step: rule.totalStep,
      capacity,
    }),
    nextUnitMarket(match, outlook, setsHome + setsAway + 1, 'set'),
  ];
}
