import { sportFormats } from '../match-state';
import type { PeriodState } from '../match-state';
import { playSeries } from '../pricing/series';
import type { UnitOutcome } from '../pricing/series';
import { holdProbability, setOutcomes, setOver, tiebreakProbability } from '../pricing/tennis';
import type { ServeStrengths } from '../pricing/tennis';
import type { WorldMatch } from '../world';
import type { MarketSpec } from './market-spec';
import { MarketType } from './market-types';
import type { KnownState } from './pricing-state';
import { quality, sidesWithDrift } from './pricing-state';
import { countMarkets, nextUnitMarket, seriesResultMarkets } from './series-markets';

/** Games a best-of-three can still hold: three sets of 13. */
const CAPACITY = 39;

/**
 * P(winning a point on serve) of each player: 0.63 for equals (the tour's average) moved by 0.05 per unit of
 * quality difference, to the nearest 0.001. Check: qualities 1.2 and 0.9 give 0.645 and 0.615.
 */
export function serveStrengths(match: WorldMatch, drift: number): ServeStrengths {
  const { home, away } = sidesWithDrift(match, drift);
  const edge = quality(home) - quality(away);
  // NOTE: rounded to 0.001 (a few hundredths on the odds at most) so the wandering drift hits the set cache.
  const clamp = (p: number) => Math.round(Math.min(0.8, Math.max(0.45, p)) * 1000) / 1000;
  return { home: clamp(0.63 + 0.05 * edge), away: clamp(0.63 - 0.05 * edge) };
}

// NOTE: a fresh set's distribution depends only on the serve strengths and who serves first; live matches
// reprice every second, so these are kept (a few hundred distinct pairs in a world).
const freshSets = new Map<string, UnitOutcome[]>();

function freshSet(serve: ServeStrengths, homeServes: boolean): UnitOutcome[] {
  const key = `${serve.home}:${serve.away}:${homeServes}`;
  let outcomes = freshSets.get(key);
  if (!outcomes) {
    if (freshSets.size > 5000) freshSets.clear();
    outcomes = setOutcomes(serve, { homeGames: 0, awayGames: 0, homeServes });
    freshSets.set(key, outcomes);
  }
  return outcomes;
}

/** Sets finished so far and the set under way, from the state's periods or, without them, its sets score. */
function setsSoFar(state: KnownState): {
  done: PeriodState[];
  current: PeriodState | null;
  setsHome: number;
  setsAway: number;
} {
  if (state.periods.length === 0)
    return { done: [], current: null, setsHome: state.homeScore, setsAway: state.awayScore };
  const last = state.periods[state.periods.length - 1]!;
  const lastOver = setOver(last.home, last.away);
  const done = lastOver ? state.periods : state.periods.slice(0, -1);
  return {
    done,
    current: lastOver ? null : last,
    setsHome: done.filter((set) => set.home > set.away).length,
    setsAway: done.filter((set) => set.away > set.home).length,
  };
}

/**
 * Tennis markets from a game-level Markov model: each point on serve is won with the server's chance, games
 * and tie-breaks follow from it, sets from games and the match from sets, starting from the live score
 * (games, points and server when the feed gives them).
 */
export function tennisMarkets(match: WorldMatch, state: KnownState): MarketSpec[] {
  const toWin = sportFormats.tennis!.toWin!;
  const serve = serveStrengths(match, state.drift);
  const sets = setsSoFar(state);
  if (sets.setsHome >= toWin || sets.setsAway >= toWin) return [];
  const games = sets.current ?? { home: 0, away: 0 };
  // NOTE: without a server from the feed, home is taken to serve the set's next game.
  const homeServesNow = state.server ? state.server === 'home' : true;
  const gamesInSet = games.home + games.away;
  const homeServedFirst = gamesInSet % 2 === 0 ? homeServesNow : !homeServesNow;
  let current: UnitOutcome[] | null = null;
  if (sets.current || state.game) {
    const point = state.game ?? { home: 0, away: 0 };
    const tiebreak = games.home === 6 && games.away === 6;
    const currentGame = tiebreak
      ? tiebreakProbability(serve, point.home, point.away, homeServesNow)
      : homeServesNow
        ? holdProbability(serve.home, point.home, point.away)
        : 1 - holdProbability(serve.away, point.away, point.home);
    current = setOutcomes(serve, {
      homeGames: games.home,
      awayGames: games.away,
      homeServes: homeServesNow,
      currentGame,
    });
  }
  const outlook = playSeries({
    toWin,
    setsHome: sets.setsHome,
    setsAway: sets.setsAway,
    homeStarts: homeServedFirst,
    current,
    unit: (_, homeStarts) => freshSet(serve, homeStarts),
    flips: (outcome) => (outcome.home + outcome.away) % 2 === 1,
    capacity: CAPACITY,
  });
  const setNumber = sets.done.length + 1;
  return [
    ...seriesResultMarkets(match, outlook, toWin, 'sets'),
    ...countMarkets(match, outlook, {
      totalId: MarketType.totalGames,
      totalName: 'Total games',
      handicap: { id: MarketType.gameHandicap, name: 'Game handicap' },
      group: 'games',
      doneTotal: sets.done.reduce((sum, set) => sum + set.home + set.away, 0),
      doneDiff: sets.done.reduce((sum, set) => sum + set.home - set.away, 0),
      lines: 5,
      step: 1,
      capacity: CAPACITY,
    }),
    nextUnitMarket(match, outlook, setNumber, 'set'),
  ];
}
