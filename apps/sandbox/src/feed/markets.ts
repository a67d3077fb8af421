import type { Market } from '@sportsbook/contract';
import { footballProbabilities } from './pricing/football';
import { priceWithMargin } from './pricing/margin';
import type { WorldMatch, WorldSport } from './world';

/** The book's margin on every market (a 105.5 % book). */
export const BOOK_MARGIN = 0.055;

/** Market type ids, numbered as the common data feeds number them. */
export const MarketType = {
  matchResult: 1,
  doubleChance: 10,
  handicap: 16,
  total: 18,
  bothTeamsToScore: 29,
  correctScore: 41,
  winner: 186,
} as const;

/** What a match's markets are priced from: its score so far and the share of it still to play. */
export interface MatchState {
  homeScore: number;
  awayScore: number;
  remaining: number;
}

interface MarketSpec {
  id: number;
  name: string;
  group: string;
  specifier: string;
  outcomes: { id: number; name: string; probability: number }[];
  priority: number;
}

function footballMarkets(match: WorldMatch, state: MatchState): MarketSpec[] {
  const strengths = {
    // NOTE: home advantage of about 0.25 goals, as in most leagues.
    homeExpectedGoals: 1.35 * match.home.attack * match.away.defence + 0.12,
    awayExpectedGoals: 1.35 * match.away.attack * match.home.defence - 0.12,
  };
  const model = footballProbabilities(strengths, {
    homeGoals: state.homeScore,
    awayGoals: state.awayScore,
    remaining: state.remaining,
  });
  const [home, draw, away] = model.matchResult;
  const [yes, no] = model.bothTeamsToScore;
  const specs: MarketSpec[] = [
    {
      id: MarketType.matchResult,
      name: '1X2',
      group: 'main',
      specifier: '',
      priority: 1,
      outcomes: [
        { id: 1, name: match.home.name, probability: home },
        { id: 2, name: 'Draw', probability: draw },
        { id: 3, name: match.away.name, probability: away },
      ],
    },
    {
      id: MarketType.doubleChance,
      name: 'Double chance',
      group: 'main',
      specifier: '',
      priority: 2,
      outcomes: [
        { id: 9, name: `${match.home.name} or draw`, probability: home + draw },
        { id: 10, name: `${match.home.name} or ${match.away.name}`, probability: home + away },
        { id: 11, name: `Draw or ${match.away.name}`, probability: draw + away },
      ],
    },
    {
      id: MarketType.bothTeamsToScore,
      name: 'Both teams to score',
      group: 'goals',
      specifier: '',
      priority: 4,
      outcomes: [
        { id: 74, name: 'Yes', probability: yes },
        { id: 76, name: 'No', probability: no },
      ],
    },
  ];
  for (const line of [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]) {
    const [over, under] = model.total(line);
    specs.push({
      id: MarketType.total,
      name: 'Total goals',
      group: 'goals',
      specifier: `total=${line}`,
      priority: 3,
      outcomes: [
        { id: 12, name: `Over ${line}`, probability: over },
        { id: 13, name: `Under ${line}`, probability: under },
      ],
    });
  }
  for (const line of [-1.5, -0.5, 0.5, 1.5]) {
    const [homeCovers, awayCovers] = model.handicap(line);
    const sign = line > 0 ? '+' : '';
    specs.push({
      id: MarketType.handicap,
      name: 'Asian handicap',
      group: 'handicap',
      specifier: `hcp=${line}`,
      priority: 5,
      outcomes: [
        { id: 1714, name: `${match.home.name} (${sign}${line})`, probability: homeCovers },
        { id: 1715, name: `${match.away.name} (${line > 0 ? '' : '+'}${-line})`, probability: awayCovers },
      ],
    });
  }
  const scores: MarketSpec['outcomes'] = [];
  for (let h = 0; h <= 3; h += 1)
    for (let a = 0; a <= 3; a += 1) {
      if (h < state.homeScore || a < state.awayScore) continue;
      scores.push({ id: 1000 + h * 10 + a, name: `${h}:${a}`, probability: model.correctScore(h, a) });
    }
  if (scores.length > 0)
    specs.push({
      id: MarketType.correctScore,
      name: 'Correct score',
      group: 'main',
      specifier: '',
      priority: 6,
      outcomes: scores,
    });
  return specs;
}

function winnerMarket(match: WorldMatch): MarketSpec[] {
  // NOTE: a logistic of the strength difference: even sides 50/50, the strongest pairing about 80/20.
  const edge = match.home.attack / match.home.defence - match.away.attack / match.away.defence;
  const home = 1 / (1 + Math.exp(-2.2 * edge - 0.08));
  return [
    {
      id: MarketType.winner,
      name: 'Winner',
      group: 'main',
      specifier: '',
      priority: 1,
      outcomes: [
        { id: 4, name: match.home.name, probability: home },
        { id: 5, name: match.away.name, probability: 1 - home },
      ],
    },
  ];
}

/** Every market of a match, priced from the teams and the state of play, with the book's margin. */
export function priceMarkets(
  match: WorldMatch,
  sport: WorldSport,
  state: MatchState,
  urnId: string,
): Market[] {
  const specs = sport.model === 'goals' ? footballMarkets(match, state) : winnerMarket(match);
  const balance = (spec: MarketSpec) =>
    Math.abs((spec.outcomes[0]?.probability ?? 0) - (spec.outcomes[1]?.probability ?? 0));
  return specs.map((spec) => {
    const odds = priceWithMargin(
      spec.outcomes.map((outcome) => outcome.probability),
      BOOK_MARGIN,
    );
    const lines = specs.filter((other) => other.id === spec.id);
    const mostBalanced =
      lines.reduce((best, other) => (balance(other) < balance(best) ? other : best)) === spec;
    return {
      match_urn_id: urnId,
      id: spec.id,
      name: spec.name,
      status: 1,
      specifier: spec.specifier,
      outcomes: spec.outcomes.map((outcome, index) => ({
        id: outcome.id,
        name: outcome.name,
        // NOTE: an outcome that can no longer happen (or is certain) is not offered.
        active: outcome.probability > 0.002 && outcome.probability < 0.998,
        odds: odds[index]!,
      })),
      market_groups: [{ groupKey: spec.group }],
      priority: spec.priority,
      most_balanced: mostBalanced,
      next_bet_stop: null,
      custom_bet_groups: spec.group === 'main' || spec.group === 'goals' ? [spec.group] : [],
      provider: sport.provider,
    } satisfies Market;
  });
}
