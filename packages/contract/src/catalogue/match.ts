import { z } from 'zod';
import { Id, Timestamp } from '../common/money';
import { SportRef } from './category';
import { Market } from './market';

/** Match status values (SPEC §3): prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5. */
export const MatchStatus = {
  prematch: 0,
  live: 1,
  stopped: 2,
  closed: 3,
  finished: 4,
  notCovered: 5,
} as const;
export const MatchStatusValue = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);
export type MatchStatusValue = z.infer<typeof MatchStatusValue>;

/** An event is live when its status is live (SPEC §3). */
export function isLiveStatus(status: MatchStatusValue): boolean {
  return status === MatchStatus.live;
}

/** The finished-status check of SPEC §3: finished or closed events take no more bets. */
export function isFinishedStatus(status: MatchStatusValue): boolean {
  return status === MatchStatus.finished || status === MatchStatus.closed;
}

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
  parent: z.object({ id: Id, name: z.string() }).nullable(),
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
