import { z } from 'zod';
import { Id, Timestamp } from '../common/money';
import { SportRef } from './category';
import { Market } from './market';

export { MatchStatus, isBettableStatus, isFinishedStatus, isLiveStatus } from './match-status';

/** A match status value (SPEC §3), the values of `MatchStatus`. */
export const MatchStatusValue = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type MatchStatusValue = z.infer<typeof MatchStatusValue>;

export const Competitor = z.object({ id: Id, name: z.string().min(1), logo: z.string().nullable() });

/** Home and away numbers of a score. */
export const Score = z.object({ home: z.number().int().nonnegative(), away: z.number().int().nonnegative() });

/** The score of one period (half, set, quarter, map …). */
export const PeriodScore = Score.extend({
  period_key: z.string(),
  name: z.string(),
  number: z.number().int().positive(),
  type: z.enum(['regular', 'overtime', 'penalties', 'set', 'map', 'inning', 'quarter', 'half']),
});

/** The match clock (SPEC §3): times as `mm:ss`, frozen while stopped, stamped when it last changed. */
export const Clock = z.object({
  match_time: z
    .string()
    .regex(/^\d{1,3}:\d{2}$/)
    .nullable(),
  stoppage_time: z
    .string()
    .regex(/^\d{1,2}:\d{2}$/)
    .nullable(),
  remaining_time: z
    .string()
    .regex(/^\d{1,3}:\d{2}$/)
    .nullable(),
  stopped: z.boolean(),
  updated_at: Timestamp,
});

export const MatchStatistics = z.object({
  clock: Clock.nullable(),
  total_score: Score.nullable(),
  /** The score inside the current period: games in a tennis set, points in a game. */
  game_score: Score.nullable(),
  current_server: z.enum(['home', 'away']).nullable(),
  period_scores: z.array(PeriodScore),
  max_period_number: z.number().int().positive().nullable(),
});

/** Silk colours to draw a jockey's jacket from: body, sleeves and cap as `#rrggbb`, and the body pattern. */
export const Silk = z.object({
  body: z.string().regex(/^#[0-9a-f]{6}$/),
  sleeves: z.string().regex(/^#[0-9a-f]{6}$/),
  cap: z.string().regex(/^#[0-9a-f]{6}$/),
  pattern: z.enum(['plain', 'hoops', 'stripes', 'chevrons', 'star', 'diamond']),
});
export type Silk = z.infer<typeof Silk>;

/** One horse of a race card. */
export const Runner = z.object({
  /** Saddle-cloth number; the Win and Place outcomes of the runner carry it as their outcome id. */
  number: z.number().int().positive(),
  name: z.string().min(1),
  jockey: z.string().min(1),
  trainer: z.string().min(1),
  age: z.number().int().min(2).max(15),
  /** Weight carried, in kilograms. */
  weight_kg: z.number().positive(),
  /** Recent finishing positions, most recent last (`1-3-2P`: P pulled up, F fell, U unseated, 0 unplaced). */
  form: z.string().regex(/^[0-9PFUR-]*$/),
  /** Starting stall (flat races), null over jumps. */
  draw: z.number().int().positive().nullable(),
  silk: Silk,
  /** Withdrawn after the card was published: not priced, takes no bets. */
  non_runner: z.boolean(),
});
export type Runner = z.infer<typeof Runner>;

/** The race card of a Match of type `race`. */
export const RaceDetails = z.object({
  track: z.string().min(1),
  distance_m: z.number().int().positive(),
  going: z.enum([
    'firm',
    'good to firm',
    'good',
    'good to soft',
    'soft',
    'heavy',
    'standard',
    'fast',
    'yielding',
  ]),
  /** Class 1 (best) to 7 in the UK's terms; other countries are mapped onto the same scale. */
  race_class: z.number().int().min(1).max(7),
  kind: z.enum(['flat', 'hurdle', 'chase']),
  runners: z.array(Runner),
  /** Each-way terms of the Place market: the places paid and the fraction of the win odds. */
  each_way: z.object({ places: z.number().int().positive(), fraction: z.string().regex(/^1\/\d$/) }),
  /** Runner numbers in finishing order once the race is run (non-runners left out), else null. */
  result: z.array(z.number().int().positive()).nullable(),
});
export type RaceDetails = z.infer<typeof RaceDetails>;

/** The draw of a Match of type `draw`: `drawn` balls out of 1..`pool`. */
export const DrawDetails = z.object({
  pool: z.number().int().positive(),
  drawn: z.number().int().positive(),
  /** Balls drawn so far, in draw order: null before the draw, growing while live, all `drawn` once finished. */
  numbers: z.array(z.number().int().positive()).nullable(),
  draws_at: Timestamp,
});
export type DrawDetails = z.infer<typeof DrawDetails>;

/** A match (SPEC §3 Match). */
export const Match = z.object({
  id: Id,
  urn_id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  type: z.enum(['match', 'race', 'draw']),
  tournament: z.object({ id: Id, slug: z.string(), name: z.string(), sport: SportRef }),
  status: MatchStatusValue,
  /** Provider's stage of the event: `1st_half`, `2nd_set`, `pause` …; null before it starts. */
  stage: z.string().nullable(),
  start_time: Timestamp,
  competitors: z.object({ home: Competitor, away: Competitor }),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  statistics: MatchStatistics,
  available_markets_count: z.number().int().nonnegative(),
  main_market: Market.nullable(),
  secondary_market: Market.nullable(),
  top_markets_count: z.number().int().nonnegative(),
  has_video: z.boolean(),
  provider: z.string().min(1),
  /**
   * The race card, on matches of type `race` only. Their `competitors` keep the views working: home is the
   * track, away the race name.
   */
  race: RaceDetails.nullable().optional(),
  /**
   * The draw, on matches of type `draw` only. Their `competitors` keep the views working: home is the lottery,
   * away the draw (`Draw 1234`).
   */
  draw: DrawDetails.nullable().optional(),
});
export type Match = z.infer<typeof Match>;

/** A match in a list: `GET /matches` adds `matchId` and `availableMarketsCount` (SPEC §7). */
export const MatchListItem = Match.extend({
  matchId: Id,
  availableMarketsCount: z.number().int().nonnegative(),
});
export type MatchListItem = z.infer<typeof MatchListItem>;

/** A non-match event: an outright such as a league winner (SPEC §3). */
export const Outright = z.object({
  id: Id,
  name: z.string().min(1),
  /** The league (tournament) the outright belongs to. */
  parent: z.object({ id: Id, name: z.string() }).nullable(),
  /** The sport and category of its league, so lists can be grouped and filtered (optional; ours). */
  sport: SportRef.optional(),
  category_id: Id.optional(),
  competitors: z.array(Competitor),
  start_time: Timestamp,
  end_date: Timestamp,
  status: MatchStatusValue,
  markets: z.array(Market),
});
export type Outright = z.infer<typeof Outright>;

/** Event counts (SPEC §3 Counts), answered by `POST /counters`. */
export const CountsEntry = z.object({
  id: Id,
  live: z.number().int().nonnegative(),
  gamesCount: z.number().int().nonnegative(),
  outrightsCount: z.number().int().nonnegative(),
});
export const Counters = z.object({
  live: z.number().int().nonnegative(),
  sports: z.array(CountsEntry),
  categories: z.array(CountsEntry),
  tournaments: z.array(CountsEntry),
});
export type Counters = z.infer<typeof Counters>;
