import type { Bet, SlipBet, TicketError, TicketStateName } from '@sportsbook/contract';
import type { SystemType } from '../system/system-types';

/**
 * The bet slip (SPEC §3 Ticket state). `selectedOutcomeIds` holds the slip selection ids (outcome keys) in slip
 * order; `processingBets` the bets sent with the place request in flight.
 */
export interface TicketState {
  bets: SlipBet[];
  selectedOutcomeIds: string[];
  inProgress: boolean;
  processingBets: SlipBet[];
  isRestoring: boolean;
  ticketState: TicketStateName;
  placedBets: Bet[];
  error: TicketError | null;
  /** The system types offered for the regular selections on the slip, sorted by totalCount then winCount. */
  systemTypes: SystemType[];
}

/** An empty slip. */
export const initialTicketState: TicketState = {
  bets: [],
  selectedOutcomeIds: [],
  inProgress: false,
  processingBets: [],
  isRestoring: false,
  ticketState: 'INITIAL',
  placedBets: [],
  error: null,
  systemTypes: [],
};
