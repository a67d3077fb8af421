import type {
  Bet,
  BetType,
  Market,
  MatchStatusValue,
  OddsAcceptMode,
  ProviderStatus,
  SlipBet,
  SlipRaceBet,
  SlipSelection,
} from '@sportsbook/contract';
import type { SlipBonus } from '../rules/bonus-choice';
import type { OutcomeQuote } from '../rules/odds-update';
import type { PlaceFailure } from '../place/place-failure';
import type { SystemType } from '../system/system-types';
import type { MinorUnits, Odds } from '../units';

/**
 * Everything that can happen to a bet slip (SPEC §4 Ticket, Bet type rules, Selection odds updates, Bonus
 * choice). Events say what happened; the reducer decides what it means.
 */
export type TicketEvent =
  /** The player tapped an outcome: added when absent, removed when present. */
  | { type: 'selectionToggled'; selection: SlipSelection; customOdds?: Odds }
  /** The player built a custom bet (same-match selections) that the server priced at `customOdds`. */
  | { type: 'customBetAdded'; selections: SlipSelection[]; customOdds: Odds }
  /** The player removed one selection (also a suspended or unavailable one). */
  | { type: 'outcomeRemoved'; selectionId: string }
  | { type: 'stakeChanged'; betIndex: number; stake: MinorUnits }
  /** The player typed the win they want; the stake follows from the odds. */
  | { type: 'potentialWinChanged'; betIndex: number; potentialWin: MinorUnits }
  | { type: 'betTypeChanged'; betType: Exclude<BetType, 'custom_bet'> }
  | { type: 'systemTypeChosen'; systemType: SystemType }
  /** A market's current state arrived (real-time markets_changed or a refetch). */
  | { type: 'marketUpdated'; market: Market }
  /**
   * The odds feed's current state of some outcomes on the slip, by selection id (outcome key); outcomes it does
   * not name are left as they are (no news is not a change).
   */
  | { type: 'outcomesQuoted'; quotes: Readonly<Record<string, OutcomeQuote>> }
  | { type: 'matchStatusChanged'; matchId: number; status: MatchStatusValue }
  | { type: 'providerStatusesChanged'; providerStatuses: Readonly<Record<string, ProviderStatus>> }
  | { type: 'currencyChanged'; currency: string; subunits: number }
  | { type: 'oddsAcceptModeChanged'; mode: OddsAcceptMode }
  | { type: 'oddsChangesAccepted' }
  | { type: 'bonusesOffered'; betIndex: number; bonuses: SlipBonus[] }
  | { type: 'bonusChosen'; betIndex: number; bonus: SlipBonus | null }
  | { type: 'placeRequested'; isLoggedIn: boolean }
  | { type: 'placeSucceeded'; placedBets: Bet[] }
  | { type: 'placeFailed'; failure: PlaceFailure }
  /** A placement whose outcome is unknown was read back after a reload, with the bets it sent. */
  | { type: 'placeResumed'; processingBets: SlipBet[] }
  | { type: 'restoreStarted' }
  /** Bets read back from session storage or a share code, to be re-validated against the rules. */
  | { type: 'ticketRestored'; bets: SlipBet[] }
  | { type: 'ticketCleared' }
  /** Runners were withdrawn from a race (non-runners): selections naming them leave the slip, with a notice. */
  | { type: 'runnersWithdrawn'; matchId: number; runners: readonly number[] }
  /** The player chose each-way or a reverse forecast on a race selection of a single, or one line (null). */
  | { type: 'raceBetChosen'; selectionId: string; raceBet: SlipRaceBet | null }
  /** Betting closed on events of the slip at `now` (the off, the draw, an outright's end): not available. */
  | { type: 'bettingClosed'; now: number }
  /** The player read the slip's notices. */
  | { type: 'noticesDismissed' };

/** The name of a ticket event. */
export type TicketEventType = TicketEvent['type'];
