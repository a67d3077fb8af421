import { z } from 'zod';
import { betFilters, eventKinds, resultFilters } from '../common/enum-values';
import { DecimalOdds, Id, Money, Timestamp } from '../common/money';
import { MatchStatusValue } from '../catalogue/match';
import { FreebetVariant } from '../bonuses/bonus';

/** Bet types on the wire; double, treble and accumulator are folded into `combo` (SPEC §3). */
export const BetType = z.enum(['single', 'combo', 'system', 'custom_bet']);
export type BetType = z.infer<typeof BetType>;

/** Bet status values (SPEC §3). */
export const BetStatus = z.enum([
  'cashed_out',
  'withdrawn',
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'cashout_in_progress',
  'submitted',
  'rejected',
]);
export type BetStatus = z.infer<typeof BetStatus>;

/** Bet result values (SPEC §3). */
export const BetResult = z.enum([
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
]);
export type BetResult = z.infer<typeof BetResult>;

/** My Bets filters (SPEC §3). */
export const BetFilter = z.enum(betFilters);
export const ResultFilter = z.enum(resultFilters);

/**
 * Selection statuses (values not shown in the spec; ours): open until settled, then won, lost, void (refund),
 * half_won or half_lost (Asian lines), or cancelled.
 */
export const SelectionStatus = z.enum(['open', 'won', 'lost', 'void', 'half_won', 'half_lost', 'cancelled']);

/**
 * The second line of a two-line race bet (ours, issue 17): each-way's place line (the places paid and the
 * fraction of the win odds it pays at) or a reverse forecast's other order (its outcome and odds). The bet's
 * stake is both lines'.
 */
export const BetRaceBet = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('each_way'),
    places: z.number().int().positive(),
    fraction: z.string().regex(/^\d+\/[1-9]\d*$/),
  }),
  z.object({
    kind: z.literal('reverse_forecast'),
    outcome: z.object({ id: Id, name: z.string() }),
    odds: DecimalOdds,
  }),
]);
export type BetRaceBet = z.infer<typeof BetRaceBet>;

/** One selection of a stored bet (SPEC §3 Bet selection). */
export const BetSelection = z.object({
  id: Id,
  status: SelectionStatus,
  market: z.object({ id: Id, name: z.string() }),
  outcome: z.object({ id: Id, name: z.string() }),
  odds: DecimalOdds,
  match: z.object({
    id: Id,
    urn_id: z.string(),
    slug: z.string(),
    name: z.string(),
    start_time: Timestamp,
    status: MatchStatusValue,
    sport_key: z.string(),
    /** What the event is (ours): absent on bets placed before kinds existed, which are all on matches. */
    kind: z.enum(eventKinds).optional(),
    /** An outright's end date (SPEC §3 Non-match event), when the event is one. */
    end_date: Timestamp.optional(),
  }),
  specifier: z.string(),
  /** Each-way or reverse forecast (ours): the bet's second line; absent on a one-line bet. */
  race_bet: BetRaceBet.optional(),
});
export type BetSelection = z.infer<typeof BetSelection>;

/** The bonus a bet was placed with. */
export const BetBonus = z.object({
  id: Id,
  type: z.string(),
  odds: DecimalOdds.nullable(),
  /** A freebet's variant (ours), so that an open freebet bet shows what it would pay; absent otherwise. */
  freebet_type: FreebetVariant.optional(),
});

/** A placed bet as the server keeps it (SPEC §3 Bet). Money is in minor units. */
export const Bet = z.object({
  id: Id,
  /** Short reference the player can quote to support. */
  ref: z.string().min(1),
  type: BetType,
  status: BetStatus,
  created_at: Timestamp,
  result: BetResult,
  is_vip: z.boolean(),
  stake: Money,
  win_amount: Money.nullable(),
  /** Total odds: the product for a combo, the average for a system. */
  odds: DecimalOdds,
  selections: z.array(BetSelection).min(1),
  /** The current cashout offer, or null when cashout is not available. */
  to_cashout: Money.nullable(),
  bonus: BetBonus.nullable(),
  system: z
    .object({
      id: z.string(),
      win_count: z.number().int().positive(),
      total_count: z.number().int().positive(),
    })
    .nullable(),
  used_in_jackpot: z.boolean(),
});
export type Bet = z.infer<typeof Bet>;
