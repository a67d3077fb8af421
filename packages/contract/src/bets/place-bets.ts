import { z } from 'zod';
import { eventKinds, oddsAcceptModes } from '../common/enum-values';
import { CurrencyCode, DecimalOdds, Id, StakeInput } from '../common/money';
import { Bet, BetType } from './bet';

/** What a selection is on (ours): a match (the default), an outright, a horse race or a lottery draw. */
export const EventKind = z.enum(eventKinds);
export type EventKind = z.infer<typeof EventKind>;

/**
 * A two-line race bet (ours, issue 17), placed as one single whose stake is both lines' (2 × the line stake, so
 * a whole even number of minor units): `each_way` on a Win outcome is a win line and a place line on the runner
 * at the race card's each-way terms; `reverse_forecast` on a straight forecast outcome (a × 100 + b) is that
 * order and the other (b × 100 + a), at `reverse_odds` for the other order. Each line settles on its own.
 */
export const PlaceRaceBet = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('each_way') }),
  z.strictObject({ kind: z.literal('reverse_forecast'), reverse_odds: DecimalOdds }),
]);
export type PlaceRaceBet = z.infer<typeof PlaceRaceBet>;

/**
 * One selection of a bet being placed (SPEC §3 Place-bet item). On an outright, `match_id` is the outright's id
 * and `event_kind` is `outright`; on a race, `outcome_id` is the runner's saddle-cloth number (Win, Place) or
 * first × 100 + second (straight forecast), and `race_bet` makes it each-way or a reverse forecast; on a draw,
 * the market and outcome of the draw's markets. The server refuses a kind that is not the event's.
 */
export const PlaceBetSelection = z.strictObject({
  match_id: Id,
  event_kind: EventKind.optional().describe(
    'What match_id names: a match (the default), an outright (match_id is the outright id), a horse race or a ' +
      'lottery draw. Race outcomes: the runner number (Win, Place), first × 100 + second (straight forecast). ' +
      'Refused with 422 MATCH_NOT_BETTABLE when it is not ' +
      'the event’s kind, or after the off or the draw.',
  ),
  market_id: Id,
  specifier: z.string().max(200),
  outcome_id: Id,
  /** The odds the player saw; the server refuses the bet when they differ beyond the accept mode. */
  odds: DecimalOdds,
  race_bet: PlaceRaceBet.optional().describe(
    'A two-line race bet, as a single only: each_way (on a Win outcome: a win line and a place line at the ' +
      'card’s each-way terms, e.g. 1/4 the odds for 1-2-3) or reverse_forecast (on a straight forecast a × 100 + b: ' +
      'that order and b × 100 + a at reverse_odds). The stake is both lines’: 2 × the line stake, a whole ' +
      'even number of minor units. Refused with 422 NOT_COMBINABLE (details.reason race_bet) otherwise.',
  ),
});
export type PlaceBetSelection = z.infer<typeof PlaceBetSelection>;

/** One bet being placed (SPEC §3 Place-bet item, §5: system bets send system_id, custom bets custom_odds). */
export const PlaceBetItem = z.strictObject({
  bonus: z.strictObject({ id: Id, type: z.string().max(40), odds: DecimalOdds.optional() }).optional(),
  stake: StakeInput,
  selections: z.array(PlaceBetSelection).min(1).max(30),
  /** System type as `winCount/totalCount`, e.g. `2/3`. */
  system_id: z
    .string()
    .regex(/^\d{1,2}\/\d{1,2}$/)
    .optional(),
  custom_odds: DecimalOdds.optional(),
});
export type PlaceBetItem = z.infer<typeof PlaceBetItem>;

/** How the player accepts odds that moved before the server checked them (SPEC §3 Settings). */
export const OddsAcceptMode = z.enum(oddsAcceptModes);
export type OddsAcceptMode = z.infer<typeof OddsAcceptMode>;

/** `POST /bets` body (SPEC §3 Place-bets request). */
export const PlaceBetsRequest = z.strictObject({
  meta: z.strictObject({
    device_id: z.string().min(8).max(64),
    quick: z.boolean(),
    type: BetType,
    /**
     * Idempotency key (ours): the same device_id and request_key never places twice; a retry gets the bets
     * placed the first time.
     */
    request_key: z.string().min(8).max(64),
    accept_odds_change: OddsAcceptMode.optional(),
  }),
  bets: z.array(PlaceBetItem).min(1).max(50),
});
export type PlaceBetsRequest = z.infer<typeof PlaceBetsRequest>;

/** `POST /bets` success: the placed bets, in request order. */
export const PlaceBetsResponse = z.object({ bets: z.array(Bet) });

/** `POST /bets/cashout` body (SPEC §7): the offer the player accepted. */
export const CashoutRequest = z.strictObject({ bet_id: Id, to_cashout: StakeInput });

/**
 * `POST /bets/cashout` answer (not shown in the spec; ours): the settled bet and the amount credited, which is the
 * server's current offer, never the requested value. When the offer moved more than 1 % from the requested value
 * the server answers 409 with the new offer in `details.to_cashout`.
 */
export const CashoutResponse = z.object({
  bet: Bet,
  cashed_out: StakeInput.extend({ value: z.number().int().nonnegative() }),
});

/** `POST /bets/max-stake` body (not shown; ours): the bet as it would be placed, without a stake. */
export const MaxStakeRequest = z.strictObject({
  type: BetType,
  currency: CurrencyCode,
  selections: z.array(PlaceBetSelection).min(1).max(30),
  system_id: z
    .string()
    .regex(/^\d{1,2}\/\d{1,2}$/)
    .optional(),
});
export type MaxStakeRequest = z.infer<typeof MaxStakeRequest>;

/**
 * `POST /bets/max-stake` answer: the largest stake placement would accept now, in minor units of the currency
 * (its own limits, the odds' maximum win and the available balance). Never below the currency's minimum stake:
 * when even the minimum would be refused, the answer is the 422 `place_bets_failed` placing it gets, with the
 * limit (`min_stake` or `max_stake`, minor units) and the currency in the bet's details.
 */
export const MaxStakeResponse = z.object({
  max_stake: z.number().int().nonnegative(),
  currency: CurrencyCode,
});

/** `POST /bets/custom/odds` body (not shown; ours): the same-match selections of a custom bet. */
export const CustomOddsRequest = z.strictObject({
  match_id: Id,
  selections: z
    .array(z.strictObject({ market_id: Id, specifier: z.string().max(200), outcome_id: Id }))
    .min(2)
    .max(12),
});

/** `POST /bets/custom/odds` answer: the combined odds, or null when the combination is not offered. */
export const CustomOddsResponse = z.object({ odds: DecimalOdds.nullable() });

/** `POST /bets/share-code` body: the bets to share. */
export const ShareCodeRequest = z.strictObject({ bets: z.array(PlaceBetItem).min(1).max(50) });

/** A share code and its link (SPEC §3 Share code, Share link). */
export const ShareCode = z.object({ code: z.string().regex(/^[A-Z0-9]{6,12}$/), url: z.url() });

/** `GET /bets/share-code` answer: the shared bets and their currency. */
export const SharedBets = z.object({ code: z.string(), bets: z.array(PlaceBetItem) });
