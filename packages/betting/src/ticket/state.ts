import type { Bet, SlipBet, SlipSelection, TicketError, TicketStateName } from '@sportsbook/contract';
import type { SystemType } from '../system/system-types';

/**
 * Something the slip did on its own that the player must be told (ours, issue 17): a selection on a runner
 * withdrawn from its race (a non-runner) was taken off the slip.
 */
export interface TicketNotice {
  kind: 'non_runner';
  selection: SlipSelection;
}

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
  /** What the slip changed on its own since the player last looked (read and dismissed by the panel). */
  notices: TicketNotice[];
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
  notices: [],
};
