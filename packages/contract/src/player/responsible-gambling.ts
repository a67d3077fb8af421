import { z } from 'zod';
import { CurrencyCode, Timestamp } from '../common/money';
import { LimitType } from './player';

/** Rolling windows a money or activity limit counts over: the last 24 hours, 7 days or 30 days. */
export const LimitPeriod = z.enum(['day', 'week', 'month']);
export type LimitPeriod = z.infer<typeof LimitPeriod>;

/**
 * The responsible-gambling rules of one jurisdiction (docs/decisions/0012-jurisdiction-policy-table.md). Every
 * rule the sandbox and the web app apply to limits, sessions and exclusions is read from here.
 */
export const JurisdictionPolicy = z.object({
  /** The limit types a player may set. */
  limit_types: z.array(LimitType).min(1),
  /** Hours an increase or a removal waits before it applies; a decrease applies at once. */
  increase_cooling_off_hours: z
    .number()
    .int()
    .nonnegative()
    .max(24 * 30),
  /** Reality-check intervals a player may choose, in minutes; the first is the one a required check uses. */
  reality_check_minutes: z
    .array(
      z
        .number()
        .int()
        .positive()
        .max(24 * 60),
    )
    .min(1),
  /** Whether every signed-in player gets reality checks at the first interval without asking for them. */
  reality_check_required: z.boolean(),
  /** Whether the page shows the time since sign-in at all times. */
  session_timer: z.boolean(),
  /** Whether a player past a session limit may confirm and continue; otherwise they are signed out. */
  session_limit_continue: z.boolean(),
  /** Shortest self-exclusion a player may choose, in days. */
  min_self_exclusion_days: z.number().int().positive(),
  /** Longest time-out (`coolingoff` limit) a player may choose, in days. */
  max_time_out_days: z.number().int().positive(),
});
export type JurisdictionPolicy = z.infer<typeof JurisdictionPolicy>;

const everyLimit = LimitType.options.filter((type) => type !== 'session' && type !== 'time');

/**
 * The policy table the sandbox ships: the UK Gambling Commission's remote technical standards and the Malta
 * Gaming Authority's player-protection directive, as an operator licensed there would configure them.
 */
export const defaultJurisdictionPolicies: Record<string, JurisdictionPolicy> = {
  ukgc: {
    limit_types: everyLimit,
    increase_cooling_off_hours: 24,
    reality_check_minutes: [60, 15, 30, 120],
    reality_check_required: false,
    session_timer: true,
    session_limit_continue: false,
    min_self_exclusion_days: 183,
    max_time_out_days: 42,
  },
  mga: {
    limit_types: everyLimit,
    increase_cooling_off_hours: 24,
    reality_check_minutes: [60, 30, 120],
    reality_check_required: false,
    session_timer: false,
    session_limit_continue: true,
    min_self_exclusion_days: 180,
    max_time_out_days: 30,
  },
};

/** The site's jurisdiction and the policy table it is looked up in. */
export const ResponsibleGamblingConfig = z
  .object({
    jurisdiction: z.string().regex(/^[a-z0-9_-]{1,40}$/),
    policies: z.record(z.string(), JurisdictionPolicy),
  })
  .refine((config) => config.jurisdiction in config.policies, {
    message: 'The jurisdiction has no policy in the table',
    path: ['jurisdiction'],
  });
export type ResponsibleGamblingConfig = z.infer<typeof ResponsibleGamblingConfig>;

/**
 * A player's request to set, change or remove (`value: null`) one limit. `period` is required by deposit,
 * loss and wager limits and refused by the others; `value` is minor units of the player's currency for money
 * limits, minutes for activity, session and reality-check limits, days for self-exclusion and time-out.
 */
export const SetLimitRequest = z.strictObject({
  type: LimitType,
  period: LimitPeriod.nullable().optional(),
  value: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable(),
});
export type SetLimitRequest = z.infer<typeof SetLimitRequest>;

/**
 * What the session-limit query answers (`GET /user_limits/session`): the play session so far, the reality-check
 * period when one is due (null otherwise) and the sportsbook-session limit.
 */
export const SessionLimitState = z.object({
  session: z.object({
    started_at: Timestamp,
    elapsed_seconds: z.number().int().nonnegative(),
    /** Winnings minus stakes of the bets placed this session, in minor units of `currency`. */
    net_win_loss: z.number().int(),
    currency: CurrencyCode,
    bets_count: z.number().int().nonnegative(),
  }),
  /** The reality-check period that has run out; null while none is due. */
  period: z.object({ minutes: z.number().int().positive(), started_at: Timestamp }).nullable(),
  session_limit: z
    .object({
      minutes: z.number().int().nonnegative(),
      reached: z.boolean(),
      can_continue: z.boolean(),
    })
    .nullable(),
  /** Whether the jurisdiction asks for a session timer on every page. */
  session_timer: z.boolean(),
});
export type SessionLimitState = z.infer<typeof SessionLimitState>;
