import { z } from 'zod';
import { ticketStateNames, ticketTabs } from '../common/enum-values';
import { CurrencyCode, DecimalOdds, Id, Timestamp } from '../common/money';
import { MatchStatusValue, Silk } from '../catalogue/match';
import { BetType } from './bet';
import { FreebetVariant } from '../bonuses/bonus';

/** Ticket states (SPEC §4 Ticket). */
export const TicketStateName = z.enum(ticketStateNames);
export type TicketStateName = z.infer<typeof TicketStateName>;

/** Ticket panel tabs (SPEC §2.4). */
export const TicketTab = z.enum(ticketTabs);

/** Where a stake came from: typed, derived from a wanted potential win, or a shared bet (SPEC §3 Slip bet). */
export const StakeSource = z.enum(['stake', 'potential_win', 'sharing']);

/** A runner a race selection names: one for Win or Place, first and second in order for a forecast. */
export const SlipRunner = z.object({ number: z.number().int().positive(), name: z.string(), silk: Silk });
export type SlipRunner = z.infer<typeof SlipRunner>;

/**
 * What a selection on an event other than a match carries (ours, issue 17): an outright's name and end date
 * (SPEC §3 Non-match event); a race's name, off time and the runners it names (number, silk); a draw's name
 * and draw time. Bets on races and draws close at the off or the draw.
 */
export const SlipEventDetails = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('outright'), name: z.string(), endDate: Timestamp }),
  z.object({
    kind: z.literal('race'),
    name: z.string(),
    offTime: Timestamp,
    runners: z.array(SlipRunner).min(1).max(2),
    /** The race card's each-way terms, when it offers each-way. */
    eachWay: z.object({ places: z.number().int().positive(), fraction: z.string() }).optional(),
  }),
  z.object({ kind: z.literal('draw'), name: z.string(), drawTime: Timestamp }),
]);
export type SlipEventDetails = z.infer<typeof SlipEventDetails>;

/**
 * A two-line race bet the player chose on a race selection (ours, issue 17): each-way on a Win selection (a win
 * line and a place line at the card's terms), or a reverse forecast on a straight forecast (the other order at
 * `reverseOdds` too). The bet's stake field is then the line stake; it costs twice that.
 */
export const SlipRaceBet = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('each_way'), places: z.number().int().positive(), fraction: z.string() }),
  z.object({ kind: z.literal('reverse_forecast'), reverseOdds: DecimalOdds }),
]);
export type SlipRaceBet = z.infer<typeof SlipRaceBet>;

/** A selection on the slip (SPEC §3 Slip selection); kept in session storage and validated on restore. */
export const SlipSelection = z.object({
  id: z.string().min(1),
  type: z.enum(['regular', 'custom']),
  matchId: Id,
  matchUrnId: z.string(),
  matchSlug: z.string(),
  matchStatus: MatchStatusValue,
  marketId: Id,
  marketName: z.string(),
  marketGroup: z.string(),
  specifier: z.string(),
  outcomeId: Id,
  outcomeName: z.string(),
  odds: DecimalOdds,
  acceptedOdds: DecimalOdds,
  initialOdds: DecimalOdds,
  active: z.boolean(),
  isSuspended: z.boolean(),
  isChanged: z.boolean(),
  isNotAvailable: z.boolean(),
  provider: z.string(),
  sportKey: z.string(),
  nameA: z.string(),
  nameB: z.string(),
  categoryName: z.string(),
  /** Absent on a match; an outright, a race or a draw says so with what the slip shows of it. */
  event: SlipEventDetails.optional(),
  /** Each-way or reverse forecast, on a race selection of a single. */
  raceBet: SlipRaceBet.optional(),
});
export type SlipSelection = z.infer<typeof SlipSelection>;

/** Bonus kinds a slip bet can use (SPEC §3 Slip bet availableBonuses). */
export const SlipBonusKind = z.enum(['comboboost', 'freebet', 'hunting', 'lootbox', 'tournament']);

/** A bet on the slip (SPEC §3 Slip bet). Stakes are minor units. */
export const SlipBet = z.object({
  betType: BetType,
  stake: z.number().int().nonnegative(),
  currency: CurrencyCode,
  subunits: z.number().int().min(0).max(18),
  stakeSource: StakeSource,
  /**
   * The potential win the player typed, while the stake is based on it (stakeSource `potential_win`): the stake
   * is derived from it at the current odds (SPEC §4), so it survives odds moves exactly. Otherwise null; a slip
   * stored before this field existed restores with null.
   */
  wantedWin: z.number().int().nonnegative().nullable().default(null),
  selections: z.array(SlipSelection).min(1),
  systemType: z
    .object({ totalCount: z.number().int().positive(), winCount: z.number().int().positive() })
    .nullable(),
  customOdds: DecimalOdds.nullable(),
  bonus: z
    .object({
      id: Id,
      type: SlipBonusKind,
      odds: DecimalOdds.nullable(),
      /** A freebet's variant, which decides what it pays (SPEC §3); absent on a slip stored before it was kept. */
      freebetType: FreebetVariant.nullable().optional(),
    })
    .nullable(),
  availableBonuses: z.array(z.object({ id: Id, type: SlipBonusKind })),
  freebetStake: z.number().int().nonnegative().nullable(),
  betId: Id.nullable(),
  status: z.string().nullable(),
  isVip: z.boolean(),
  jackpots: z.array(z.object({ id: Id, name: z.string() })),
});
export type SlipBet = z.infer<typeof SlipBet>;

/** The error a failed placement leaves on the ticket (SPEC §3 Ticket error). */
export const TicketError = z.object({
  /** Per-bet messages keyed by the outcome id of each bet's first selection (SPEC §8). */
  messagesByBet: z.record(z.string(), z.string()),
  message: z.string(),
  payload: z.record(z.string(), z.unknown()),
  isWrongOddsError: z.boolean(),
  code: z.number().int().nullable(),
});
export type TicketError = z.infer<typeof TicketError>;

/** Quick-bet state (SPEC §3 Quick bet): disabled with stake 0 by default. */
export const QuickBet = z.object({
  isEnabled: z.boolean().default(false),
  state: TicketStateName.default('INITIAL'),
  stake: z.number().int().nonnegative().default(0),
  currency: CurrencyCode.nullable().default(null),
  isApproved: z.boolean().default(false),
  selectedOutcomeIds: z.array(z.string()).default([]),
  error: z
    .object({ message: z.string(), details: z.record(z.string(), z.unknown()) })
    .nullable()
    .default(null),
});
export type QuickBet = z.infer<typeof QuickBet>;

/** The analytics record of a placed bet (SPEC §3). */
export const BetAnalyticsRecord = z.object({
  transactionId: z.string().min(1),
  contentIds: z.array(z.string()).min(1),
  amount: z.number().nonnegative(),
});
