import { z } from 'zod';
import { statisticsTypes } from '../common/enum-values';
import { Id, Timestamp } from '../common/money';
import { PeriodScore, Score } from './match';

/** Statistics views of a match (the spec's "statistics type"; the set is ours). */
export const StatisticsType = z.enum(statisticsTypes);
export type StatisticsType = z.infer<typeof StatisticsType>;

const Side = z.enum(['home', 'away']);
const TeamRef = z.object({ id: Id, name: z.string() });

/** One moment of a match: a goal (with the score after it), a card, a substitution. */
export const TimelineEvent = z.object({
  minute: z.number().int().nonnegative(),
  type: z.enum(['goal', 'yellow_card', 'red_card', 'substitution']),
  side: Side,
  player: z.string().nullable(),
  score: Score.optional(),
});

/** `timeline`: minutes played, the events by minute (goals sports) and the period scores. */
export const TimelineData = z.object({
  minutes_played: z.number().int().nonnegative(),
  events: z.array(TimelineEvent),
  periods: z.array(PeriodScore),
});

const LineupPlayer = z.object({
  number: z.number().int().nonnegative(),
  name: z.string(),
  position: z.string().nullable(),
});
const Lineup = z.object({
  team: TeamRef,
  formation: z.string().nullable(),
  starters: z.array(LineupPlayer),
  bench: z.array(LineupPlayer),
});

/** `lineups`: each side's formation, starters and bench; expected until the match starts. */
export const LineupsData = z.object({ confirmed: z.boolean(), home: Lineup, away: Lineup });

/** `head-to-head`: the sides' last meetings, newest first, and the tally from this match's home side's view. */
export const HeadToHeadData = z.object({
  meetings: z.array(
    z.object({
      date: Timestamp,
      tournament: z.string().nullable(),
      home: TeamRef,
      away: TeamRef,
      score: Score,
    }),
  ),
  summary: z.object({
    home_wins: z.number().int().nonnegative(),
    draws: z.number().int().nonnegative(),
    away_wins: z.number().int().nonnegative(),
  }),
});

/** `standings`: the league table so far, the match's two teams highlighted. */
export const StandingsData = z.object({
  tournament: TeamRef,
  highlighted: z.array(Id),
  table: z.array(
    z.object({
      team: TeamRef,
      position: z.number().int().positive(),
      played: z.number().int().nonnegative(),
      won: z.number().int().nonnegative(),
      drawn: z.number().int().nonnegative(),
      lost: z.number().int().nonnegative(),
      scored: z.number().int().nonnegative(),
      conceded: z.number().int().nonnegative(),
      points: z.number().int().nonnegative(),
    }),
  ),
});

/** The answer of `GET /matches/{id}/{type}`: the view's type and its data. */
export const MatchStatisticsView = z.discriminatedUnion('type', [
  z.object({ type: z.literal('timeline'), data: TimelineData }),
  z.object({ type: z.literal('lineups'), data: LineupsData }),
  z.object({ type: z.literal('head-to-head'), data: HeadToHeadData }),
  z.object({ type: z.literal('standings'), data: StandingsData }),
]);
export type MatchStatisticsView = z.infer<typeof MatchStatisticsView>;
/** The data of one statistics view, by type. */
export type StatisticsData<T extends StatisticsType> = Extract<MatchStatisticsView, { type: T }>['data'];
