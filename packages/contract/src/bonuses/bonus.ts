import { z } from 'zod';
import { CurrencyCode, DecimalOdds, Id, Timestamp } from '../common/money';

/** Bonus types (SPEC §3). `tournament` is the hunting tournament. */
export const BonusType = z.enum(['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox', 'jackpot']);
export type BonusType = z.infer<typeof BonusType>;

/** Freebet variants (SPEC §3). */
export const FreebetVariant = z.enum(['freebet_no_risk', 'freebet_all_win', 'freebet_only_win']);
export type FreebetVariant = z.infer<typeof FreebetVariant>;

/** Bonus states (SPEC §3). */
export const BonusState = z.enum([
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
  'unknown',
]);
export type BonusState = z.infer<typeof BonusState>;

/**
 * Why a selection, or a whole bet, does not fit a bonus (ours: the slip says it per selection). The engine's
 * `BonusUnfitReason` (packages/betting) is the same list.
 */
export const BonusUnfitReason = z.enum([
  'odds_below_minimum',
  'odds_above_maximum',
  'sport_not_included',
  'category_not_included',
  'tournament_not_included',
  'event_not_included',
  'live_not_allowed',
  'prematch_not_allowed',
  'too_few_selections',
  'too_many_selections',
  'not_a_combo',
  'bet_type_not_allowed',
  'currency_not_allowed',
  'two_line_bet',
]);
export type BonusUnfitReason = z.infer<typeof BonusUnfitReason>;

/**
 * A bonus as the slip sees it for a bet (SPEC §3 Bonus fields); `POST /bonuses` answers a list of these: every
 * comboboost and freebet the player could use, those that do not fit this bet with `status: not_available` and
 * the reasons. After the §3 fields come ours: the bonus's name, expiry, freebet variant, the bet-level reason
 * and the selections that do not fit, each with its reason (selections are named by their outcome key).
 */
export const BetBonusOffer = z.object({
  bonusId: Id,
  bonusType: BonusType,
  status: BonusState,
  freebetStake: z.number().int().nonnegative().nullable(),
  userBonusStatus: BonusState,
  activeRangeIndex: z.number().int().nonnegative().nullable(),
  suitableSelections: z.array(z.string()),
  points: z.number().nonnegative().nullable(),
  availablePoints: z.number().nonnegative().nullable(),
  potentialPoints: z.number().nonnegative().nullable(),
  potentialFreebetAmount: z.number().int().nonnegative().nullable(),
  bonusOdds: DecimalOdds.nullable(),
  name: z.string(),
  validTo: Timestamp,
  freebetType: FreebetVariant.nullable(),
  reason: BonusUnfitReason.nullable(),
  unsuitableSelections: z.array(z.object({ selection: z.string(), reason: BonusUnfitReason })),
});
export type BetBonusOffer = z.infer<typeof BetBonusOffer>;

const Banner = z.object({ id: Id, url: z.string(), alt: z.string() });

/** Promotion states (SPEC §4 Other statuses): created (not started), active, paused, disabled, finished. */
export const PromotionStatus = z.enum(['active', 'created', 'disabled', 'finished', 'paused']);
export type PromotionStatus = z.infer<typeof PromotionStatus>;
const Named = z.object({ id: Id, name: z.string() });

/** A comboboost: extra odds for combos in count ranges (SPEC §3 Comboboost). */
export const Comboboost = z.object({
  id: Id,
  name: z.string(),
  min_odds: DecimalOdds,
  uses_count: z.number().int().nonnegative(),
  country_codes: z.array(z.string().length(2)),
  event_conditions: z.object({
    sport: z.array(Named),
    category: z.array(Named),
    tournament: z.array(Named),
    event: z.array(Named),
  }),
  ranges: z.array(
    z.object({
      min_count: z.number().int().positive(),
      max_count: z.number().int().positive(),
      bonus_odds: DecimalOdds,
    }),
  ),
  valid_to: Timestamp,
  only_verified: z.boolean(),
  trigger_key: z.string().nullable(),
  status: BonusState,
  issued: z
    .object({
      times_used: z.number().int().nonnegative(),
      activated_at: Timestamp.nullable(),
      expired_at: Timestamp.nullable(),
      seen: z.boolean(),
      computed_status: BonusState,
    })
    .nullable(),
  banners: z.object({ desktop: Banner.nullable(), mobile: Banner.nullable() }),
});

/** A freebet (SPEC §3 Freebet). */
export const Freebet = z.object({
  id: Id,
  name: z.string(),
  type: FreebetVariant,
  min_odds: DecimalOdds.nullable(),
  max_odds: DecimalOdds.nullable(),
  match_status: z.enum(['prematch', 'live', 'all']),
  selection_count_from: z.number().int().positive(),
  selection_count_to: z.number().int().positive(),
  status: BonusState,
  issued: z
    .object({
      is_active: z.boolean(),
      amount: z.number().int().nonnegative(),
      currency: CurrencyCode,
      created_at: Timestamp,
      boost_multiplier: z.number().positive().nullable(),
    })
    .nullable(),
  boost_data: z
    .object({ max_boosts: z.number().int().nonnegative(), boosts_used: z.number().int().nonnegative() })
    .nullable(),
  /** When the freebet lapses (ours: SPEC §3 lists no expiry field for freebets, but they expire). */
  valid_to: Timestamp,
});

/** Farming statistics of hunting, tournament and lootbox bonuses (SPEC §3). */
export const FarmingStats = z.object({
  avg_stake: z.number().int().nonnegative(),
  bets_count: z.number().int().nonnegative(),
  points: z.number().nonnegative(),
  available_points: z.number().nonnegative(),
  potential_points: z.number().nonnegative(),
  potential_freebet_amount: z.number().int().nonnegative(),
  initial_pool: z.number().int().nonnegative(),
});

/** A hunting, hunting tournament or lootbox bonus (SPEC §3); lootboxes add `freebets_to_boost`. */
export const FarmingBonus = z.object({
  id: Id,
  name: z.string(),
  type: z.enum(['hunting', 'tournament', 'lootbox']),
  status: BonusState,
  issued: z
    .object({
      is_active: z.boolean(),
      currency: CurrencyCode,
      currency_subunits: z.number().int().min(0).max(18),
      farming: FarmingStats,
    })
    .nullable(),
  farm_once_per_event: z.boolean(),
  farming_freebet_type: FreebetVariant,
  show_in_promotion: z.boolean(),
  farmed_event_ids: z.array(Id),
  used_in_bets: z.array(Id),
  freebets_to_boost: z.array(Id).optional(),
  /** Ours from here (SPEC §3 lists no dates, texts or pool for these): the promotion's window and its state. */
  valid_from: Timestamp,
  valid_to: Timestamp,
  promotion_status: PromotionStatus,
  description: z.string(),
  banners: z.object({ desktop: Banner.nullable(), mobile: Banner.nullable() }),
  /** A tournament's prize pool now, in minor units of `currency` (null for the other kinds). */
  pool_amount: z.number().int().nonnegative().nullable(),
  currency: CurrencyCode,
  currency_subunits: z.number().int().min(0).max(18),
  /** An opened lootbox's prize: the multiplier it gave a freebet (null until opened). */
  boost_multiplier: z.number().positive().nullable(),
});

/** Any bonus in a list (`GET /bonuses`), told apart by `kind`. */
export const BonusListItem = z.discriminatedUnion('kind', [
  Comboboost.extend({ kind: z.literal('comboboost') }),
  Freebet.extend({ kind: z.literal('freebet') }),
  FarmingBonus.extend({ kind: z.literal('farming') }),
]);

/**
 * A jackpot and its levels (SPEC §3 Jackpot), amounts in minor units of `currency`. `amount` is the top level's
 * pool (the headline prize), `pool_amount` all levels together, `hits_amount` what hits have paid so far. The
 * published rules (ours, as regulated jackpots publish them before a player commits): `rules`, `min_stake`, and
 * per level its seed, ceiling, funding share of each qualifying stake (basis points) and chance of a hit.
 */
export const Jackpot = z.object({
  id: Id,
  name: z.string(),
  amount: z.number().int().nonnegative(),
  pool_amount: z.number().int().nonnegative(),
  hits_amount: z.number().int().nonnegative(),
  currency: CurrencyCode,
  currency_subunits: z.number().int().min(0).max(18),
  levels: z.array(
    z.object({
      name: z.string(),
      pool_amount: z.number().int().nonnegative(),
      state: z.enum(['active', 'inactive']),
      code: z.string().optional(),
      seed_amount: z.number().int().nonnegative().optional(),
      ceiling_amount: z.number().int().nonnegative().optional(),
      /** Basis points of each qualifying stake paid into the level (50 = 0.5 %). */
      share_bp: z.number().int().nonnegative().optional(),
      /** A qualifying bet hits the level with a chance of one in this many. */
      hit_one_in: z.number().int().positive().optional(),
    }),
  ),
  rules: z.string().optional(),
  min_stake: z.number().int().nonnegative().optional(),
});
export type Jackpot = z.infer<typeof Jackpot>;

/** A jackpot hit (SPEC §3). `user_hash` identifies the winner without exposing them. */
export const JackpotHit = z.object({
  id: Id,
  jackpot_id: Id,
  jackpotId: Id,
  amount: z.number().int().nonnegative(),
  amount_eur: z.number().int().nonnegative(),
  created_at: Timestamp,
  currency: CurrencyCode,
  level: z.object({ code: z.string(), name: z.string() }),
  jackpot_name: z.string(),
  status: z.enum(['approved', 'paid']),
  user_hash: z.string(),
  seen: z.boolean(),
});
export type JackpotHit = z.infer<typeof JackpotHit>;

/** A hunting-tournament leaderboard row (SPEC §3). The email is user data: masked except for the player. */
export const LeaderboardRow = z.object({
  position: z.number().int().positive(),
  current_user: z.boolean(),
  email: z.string(),
  farmed_amount: z.number().int().nonnegative(),
  currency_code: CurrencyCode,
  farmed_freebets_count: z.number().int().nonnegative(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** Betting totals over a period (SPEC §3 Stats). */
export const BettingStats = z.object({
  bets_sum: z.number().int().nonnegative(),
  wins_sum: z.number().int().nonnegative(),
  period: z.object({ from: Timestamp, to: Timestamp }),
});

/** A prediction vote (SPEC §3 Prediction). */
export const Prediction = z.object({
  prediction_id: Id,
  data: z.record(z.string(), z.unknown()),
  created_at: Timestamp,
});
