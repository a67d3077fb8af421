import { DecimalOdds, MatchStatusValue, ProviderStatus } from '@sportsbook/contract';
import { z } from 'zod';

/** Shapes of the control API's bodies: the sandbox's own, not product API, so they live here. */
const Count = z.number().int().nonnegative();
const Pair = z.strictObject({ home: Count, away: Count });
const Specifier = z.string().max(100).default('');

/** A match id in the path. */
export const MatchIdParams = z.strictObject({ id: z.coerce.number().int().positive() });

/** `POST /__sandbox/matches`: a fixture of a sport, in a league of it, with named or drawn teams. */
export const CreateMatchBody = z.strictObject({
  sport_key: z.string().min(1).max(50),
  tournament_id: z.number().int().positive().optional(),
  home: z.string().trim().min(1).max(80).optional(),
  away: z.string().trim().min(1).max(80).optional(),
  start_time: z.iso.datetime({ offset: true }).optional(),
  /** False: the feed never moves this match by itself; only the control API does. */
  autoplay: z.boolean().default(true),
});

/** `PUT …/clock`: the match time (mm:ss), optionally the period it is in, and whether the clock runs. */
export const ClockBody = z.strictObject({
  match_time: z.string().regex(/^\d{1,3}:[0-5]\d$/),
  period: z.number().int().positive().max(20).optional(),
  stopped: z.boolean().optional(),
});

/** `PUT …/score`: the total, optionally every period's score, the current game's points and the server. */
export const ScoreBody = z.strictObject({
  home: Count,
  away: Count,
  periods: z.array(Pair).min(1).max(30).optional(),
  game: Pair.optional(),
  server: z.enum(['home', 'away']).optional(),
});

/** `PUT …/status`. */
export const StatusBody = z.strictObject({ status: MatchStatusValue });

/** `PUT …/odds`: fixes an outcome's odds until cleared. */
export const OddsBody = z.strictObject({
  market_id: z.number().int().positive(),
  specifier: Specifier,
  outcome_id: z.number().int().positive(),
  odds: DecimalOdds,
});

/** `PUT …/markets/suspension`: suspends (or reopens) one market line. */
export const SuspensionBody = z.strictObject({
  market_id: z.number().int().positive(),
  specifier: Specifier,
  suspended: z.boolean(),
});

/** A provider in the path. */
export const ProviderParams = z.strictObject({ provider: z.string().min(1).max(50) });

/** `PUT /__sandbox/providers/{provider}/status`. */
export const ProviderStatusBody = z.strictObject({ status: ProviderStatus });

/** `POST …/settle`: the final score, and results that replace the worked-out ones. */
export const SettleBody = z.strictObject({
  home: Count,
  away: Count,
  periods: z.array(Pair).min(1).max(30).optional(),
  results: z
    .array(
      z.strictObject({
        market_id: z.number().int().positive(),
        specifier: Specifier,
        outcome_id: z.number().int().positive(),
        result: z.enum(['won', 'lost', 'void']),
      }),
    )
    .max(2000)
    .optional(),
});
