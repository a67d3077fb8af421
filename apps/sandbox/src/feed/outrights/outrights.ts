import type { Market, MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus, providerStatusValues } from '@sportsbook/contract';
import { MAX_ODDS, MIN_ODDS, priceWithMargin } from '../pricing/margin';
import { createRandom } from '../random';
import type { Random } from '../random';
import type { World, WorldLeague, WorldTeam } from '../world';
import { simulateKnockouts, simulateSeasons } from './season-simulation';
import { strikerName } from './striker-names';

/** The book's margin on outrights: a 125 % book, normal for futures with many runners. */
export const OUTRIGHT_MARGIN = 0.25;
/** Outright ids are `OUTRIGHT_ID_BASE + league id × 10 + kind`. */
export const OUTRIGHT_ID_BASE = 200_000_000;
/** Seasons simulated to price a league's outrights. */
const RUNS = 500;

/** Outright market type ids. */
export const OutrightMarketType = { winner: 534, topScorer: 536, relegation: 538 } as const;

/** Sports whose leagues get outrights, and how each is decided. */
const formats: Record<string, 'season' | 'knockout'> = {
  football: 'season',
  basketball: 'season',
  'ice-hockey': 'season',
  tennis: 'knockout',
  cs2: 'knockout',
  'dota-2': 'knockout',
  'league-of-legends': 'knockout',
};

/** An outright of the generated world (SPEC §3 Non-match event). */
export interface WorldOutright {
  id: number;
  leagueId: number;
  sportId: number;
  categoryId: number;
  name: string;
  startTime: number;
  endDate: number;
  competitors: readonly WorldTeam[];
  markets: Market[];
}

/** Before its start an outright is prematch, live until its end date, then finished. */
export function outrightStatus(outright: WorldOutright, now: number): MatchStatusValue {
  if (now < outright.startTime) return MatchStatus.prematch;
  return now < outright.endDate ? MatchStatus.live : MatchStatus.finished;
}

/** Shares of `runs` as probabilities, smoothed so that no side is ever priced as impossible. */
function chances(counts: readonly number[], runs: number): number[] {
  return counts.map((count) => (count + 0.5) / (runs + 0.5 * counts.length));
}

function market(
  id: number,
  name: string,
  urnId: string,
  provider: string,
  outcomes: { id: number; name: string; odds: number }[],
): Market {
  return {
    match_urn_id: urnId,
    id,
    name,
    status: providerStatusValues.allowed,
    specifier: '',
    outcomes: outcomes.map((outcome) => ({ ...outcome, active: true })),
    market_groups: [{ groupKey: 'main' }],
    priority: id,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider,
  };
}

/** Odds for non-exclusive outcomes (several sides go down): each at its chance times one plus the margin. */
function priceEach(probabilities: readonly number[]): number[] {
  return probabilities.map((p) =>
    Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.round((1 / (p * (1 + OUTRIGHT_MARGIN))) * 100) / 100)),
  );
}

function seasonWindow(now: number): { startTime: number; endDate: number } {
  const date = new Date(now);
  // NOTE: European seasons run August to May: before August we are in the season that started last year.
  const year = date.getUTCMonth() >= 7 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return { startTime: Date.UTC(year, 7, 1), endDate: Date.UTC(year + 1, 4, 31) };
}

function leagueOutrights(
  league: WorldLeague,
  teams: readonly WorldTeam[],
  format: 'season' | 'knockout',
  context: { random: Random; now: number; provider: string; goals: boolean },
): WorldOutright[] {
  const { random, now, provider, goals } = context;
  const make = (
    kind: number,
    name: string,
    window: { startTime: number; endDate: number },
    markets: Market[],
  ) => ({
    id: OUTRIGHT_ID_BASE + league.id * 10 + kind,
    leagueId: league.id,
    sportId: league.sportId,
    categoryId: league.categoryId,
    name,
    ...window,
    competitors: teams,
    markets,
  });
  const urn = (kind: number) => `sr:simple_tournament:${OUTRIGHT_ID_BASE + league.id * 10 + kind}`;
  const winnerMarket = (kind: number, counts: number[], runs: number) => {
    const odds = priceWithMargin(chances(counts, runs), OUTRIGHT_MARGIN);
    return market(
      OutrightMarketType.winner,
      'Winner',
      urn(kind),
      provider,
      teams.map((team, index) => ({ id: team.id, name: team.name, odds: odds[index]! })),
    );
  };
  if (format === 'knockout') {
    // NOTE: tournaments start within the next few days and last a week.
    const startTime = Math.floor(now / 86_400_000 + random.int(1, 5)) * 86_400_000 + 10 * 3_600_000;
    const wins = simulateKnockouts(teams, RUNS, random);
    return [
      make(0, `${league.name} winner`, { startTime, endDate: startTime + 7 * 86_400_000 }, [
        winnerMarket(0, wins, RUNS),
      ]),
    ];
  }
  const relegated = goals && teams.length >= 10 ? (teams.length >= 16 ? 3 : 2) : 0;
  const tally = simulateSeasons(teams, { runs: RUNS, goals, relegated, random });
  const window = seasonWindow(now);
  const outrights = [make(0, `${league.name} winner`, window, [winnerMarket(0, tally.titles, RUNS)])];
  if (goals) {
    const strikers = teams.flatMap((team, index) =>
      [0, 1].map((striker) => ({
        id: team.id * 10 + striker,
        name: `${strikerName(random)} (${team.name})`,
        count: tally.topScorer[index]![striker]!,
      })),
    );
    const odds = priceWithMargin(
      chances(
        strikers.map((s) => s.count),
        RUNS,
      ),
      OUTRIGHT_MARGIN,
    );
    outrights.push(
      make(1, `${league.name} top scorer`, window, [
        market(
          OutrightMarketType.topScorer,
          'Top scorer',
          urn(1),
          provider,
          strikers.map((s, i) => ({ id: s.id, name: s.name, odds: odds[i]! })),
        ),
      ]),
    );
  }
  if (relegated > 0) {
    const odds = priceEach(chances(tally.relegations, RUNS));
    outrights.push(
      make(2, `${league.name} relegation`, window, [
        market(
          OutrightMarketType.relegation,
          `To be relegated (${relegated} places)`,
          urn(2),
          provider,
          teams.map((team, i) => ({ id: team.id, name: team.name, odds: odds[i]! })),
        ),
      ]),
    );
  }
  return outrights;
}

/**
 * The outrights of the world's major leagues: winner of every football, basketball and ice hockey league (with
 * top scorer and relegation for football leagues) and of every tennis and esports tournament, priced by
 * simulating the season or the draw five hundred times with the seeded random, once.
 */
export function generateOutrights(world: World, seed: number, now: number): WorldOutright[] {
  const random = createRandom((seed ^ 0x5bd1e995) >>> 0);
  const outrights: WorldOutright[] = [];
  for (const league of world.leagues) {
    const sport = world.sports.find((candidate) => candidate.id === league.sportId);
    const format = sport && formats[sport.key];
    const teams = world.teamsByLeague?.get(league.id);
    if (!sport || !format || !teams || teams.length < 2) continue;
    outrights.push(
      ...leagueOutrights(league, teams, format, {
        random,
        now,
        provider: sport.provider,
        goals: sport.key === 'football',
      }),
    );
  }
  return outrights;
}
