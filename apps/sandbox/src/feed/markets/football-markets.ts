import { goalOutlook } from '../pricing/goal-outlook';
import type { GoalOutlook } from '../pricing/goal-outlook';
import type { WorldMatch } from '../world';
import { handicapPair, linesAround, overUnder, resultTriple } from './market-spec';
import type { MarketSpec, OutcomeSpec } from './market-spec';
import { MarketType } from './market-types';
import { periodViews } from './periods';
import type { KnownState } from './pricing-state';
import { sidesWithDrift } from './pricing-state';

/** Goals a side scores over a whole match against an average side, per goals sport. */
const baseGoals: Readonly<Record<string, number>> = { football: 1.35, efootball: 2.4, 'ice-hockey': 3.0 };

/**
 * Expected goals of each side over a whole match: base · attack · opponent's defence, with a home edge of
 * about a quarter of a goal in football. Check: average sides (1, 1) in football give 1.47 and 1.23.
 */
export function goalRates(
  match: WorldMatch,
  sportKey: string,
  drift: number,
): { home: number; away: number } {
  const base = baseGoals[sportKey] ?? 1.35;
  const { home, away } = sidesWithDrift(match, drift);
  const edge = base * 0.09;
  return {
    home: base * home.attack * away.defence + edge,
    away: Math.max(0.05, base * away.attack * home.defence - edge),
  };
}

/** Correct scores listed, each side 0–4; the rest is one "other" outcome so the market sums to one. */
const CORRECT_SCORE_MAX = 4;

function correctScore(outlook: GoalOutlook): OutcomeSpec[] {
  const outcomes: OutcomeSpec[] = [];
  for (let h = 0; h <= CORRECT_SCORE_MAX; h += 1)
    for (let a = 0; a <= CORRECT_SCORE_MAX; a += 1)
      outcomes.push({ id: 1000 + h * 10 + a, name: `${h}:${a}`, probability: outlook.exact(h, a) });
  const listed = outcomes.reduce((sum, outcome) => sum + outcome.probability, 0);
  outcomes.push({ id: 1999, name: 'Other', probability: Math.max(0, 1 - listed) });
  return outcomes;
}

/** The full-match markets of a goals match: result, chances, totals, handicaps, scores, team totals. */
function fullTimeMarkets(match: WorldMatch, outlook: GoalOutlook, expectedMargin: number): MarketSpec[] {
  const [home, away] = [match.home.name, match.away.name];
  const specs: MarketSpec[] = [
    {
      id: MarketType.matchResult,
      name: '1X2',
      group: 'main',
      specifier: '',
      priority: 1,
      outcomes: resultTriple(home, away, outlook),
    },
    {
      id: MarketType.doubleChance,
      name: 'Double chance',
      group: 'main',
      specifier: '',
      priority: 2,
      covers: 2,
      outcomes: [
        { id: 9, name: `${home} or draw`, probability: outlook.homeWin + outlook.draw },
        { id: 10, name: `${home} or ${away}`, probability: outlook.homeWin + outlook.awayWin },
        { id: 11, name: `Draw or ${away}`, probability: outlook.draw + outlook.awayWin },
      ],
    },
    {
      id: MarketType.drawNoBet,
      name: 'Draw no bet',
      group: 'main',
      specifier: '',
      priority: 3,
      outcomes: [
        { id: 4, name: home, probability: outlook.homeWin / (outlook.homeWin + outlook.awayWin || 1) },
        { id: 5, name: away, probability: outlook.awayWin / (outlook.homeWin + outlook.awayWin || 1) },
      ],
    },
    {
      id: MarketType.bothTeamsToScore,
      name: 'Both teams to score',
      group: 'goals',
      specifier: '',
      priority: 6,
      outcomes: [
        { id: 74, name: 'Yes', probability: outlook.bothScore },
        { id: 76, name: 'No', probability: 1 - outlook.bothScore },
      ],
    },
    {
      id: MarketType.correctScore,
      name: 'Correct score',
      group: 'correct_score',
      specifier: '',
      priority: 7,
      outcomes: correctScore(outlook),
    },
  ];
  for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5])
    specs.push({
      id: MarketType.total,
      name: 'Total goals',
      group: 'goals',
      specifier: `total=${line}`,
      priority: 4,
      outcomes: overUnder(line, outlook.over(line)),
    });
  for (const hcp of linesAround(-expectedMargin, 5, 1))
    specs.push({
      id: MarketType.handicap,
      name: 'Asian handicap',
      group: 'handicap',
      specifier: `hcp=${hcp}`,
      priority: 5,
      outcomes: handicapPair(home, away, hcp, outlook.homeCovers(hcp)),
    });
  for (const line of [0.5, 1.5, 2.5]) {
    specs.push({
      id: MarketType.homeTotal,
      name: `${home} total goals`,
      group: 'team_totals',
      specifier: `total=${line}`,
      priority: 8,
      outcomes: overUnder(line, outlook.teamOver('home', line)),
    });
    specs.push({
      id: MarketType.awayTotal,
      name: `${away} total goals`,
      group: 'team_totals',
      specifier: `total=${line}`,
      priority: 9,
      outcomes: overUnder(line, outlook.teamOver('away', line)),
    });
  }
  return specs;
}

/** First and second half result and totals, for the halves not yet over whose score is known. */
function halfMarkets(
  match: WorldMatch,
  rates: { home: number; away: number },
  state: KnownState,
): MarketSpec[] {
  const specs: MarketSpec[] = [];
  const names = [
    { result: MarketType.firstHalfResult, total: MarketType.firstHalfTotal, label: '1st half' },
    { result: MarketType.secondHalfResult, total: MarketType.secondHalfTotal, label: '2nd half' },
  ];
  for (const period of periodViews(state, 2)) {
    const name = names[period.number - 1]!;
    if (period.remaining <= 0 || !period.score) continue;
    // NOTE: goals are spread evenly over the match, so half a match's rate for a whole half.
    const outlook = goalOutlook(
      { home: (rates.home / 2) * period.remaining, away: (rates.away / 2) * period.remaining },
      period.score,
    );
    specs.push({
      id: name.result,
      name: `${name.label} - 1X2`,
      group: 'halves',
      specifier: '',
      priority: 10 + period.number * 2,
      outcomes: resultTriple(match.home.name, match.away.name, outlook),
    });
    for (const line of [0.5, 1.5, 2.5])
      specs.push({
        id: name.total,
        name: `${name.label} - total goals`,
        group: 'halves',
        specifier: `total=${line}`,
        priority: 11 + period.number * 2,
        outcomes: overUnder(line, outlook.over(line)),
      });
  }
  return specs;
}

/**
 * Football and eFootball markets from a Poisson model of the goals still to come (the current score plus each
 * side's rate times the share of the match left).
 */
export function footballMarkets(match: WorldMatch, sportKey: string, state: KnownState): MarketSpec[] {
  const rates = goalRates(match, sportKey, state.drift);
  const outlook = goalOutlook(
    { home: rates.home * state.remaining, away: rates.away * state.remaining },
    { home: state.homeScore, away: state.awayScore },
  );
  const expectedMargin = state.homeScore - state.awayScore + (rates.home - rates.away) * state.remaining;
  return [...fullTimeMarkets(match, outlook, expectedMargin), ...halfMarkets(match, rates, state)];
}
