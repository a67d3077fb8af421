import type { Bet, SlipBet } from '@sportsbook/contract';
import type { PlaceFailure } from '../place/place-failure';
import { selectionIds } from '../rules/slip-bet';
import type { TicketContext } from './context';
import { betsToPlace, canPlace } from './selectors';
import { withBets } from './settle';
import type { TicketState } from './state';

/**
 * The player pressed Place (SPEC §4 Ticket): refused unless the ticket can place; a visitor's ticket resets to
 * INITIAL (the app asks them to sign in, the slip stays); else PROCESSING, in progress, with the bets whose
 * stake is above 0 kept as processing.
 */
export function requestPlacement(
  state: TicketState,
  isLoggedIn: boolean,
  context: TicketContext,
): TicketState {
  if (!canPlace(state, context)) return state;
  if (!isLoggedIn) return { ...state, ticketState: 'INITIAL', processingBets: [], error: null };
  return {
    ...state,
    ticketState: 'PROCESSING',
    inProgress: true,
    processingBets: betsToPlace(state.bets),
    error: null,
    placedBets: [],
  };
}

/** The server placed the bets: SUCCESS with the placed bets; the placed bets leave the slip. */
export function completePlacement(state: TicketState, placedBets: Bet[]): TicketState {
  if (!state.inProgress) return state;
  const sent = new Set(selectionIds(state.processingBets));
  const remaining = state.bets.filter((bet) => !bet.selections.some((s) => sent.has(s.id)));
  return {
    ...withBets(state, remaining),
    ticketState: 'SUCCESS',
    inProgress: false,
    processingBets: [],
    placedBets,
  };
}

/**
 * The place request failed (SPEC §4 Ticket): refused with a code other than unauthorized → ERROR with the
 * details, the slip kept; unauthorized → INITIAL (the app asks for sign-in); no definite answer → still
 * PROCESSING, the slip locked, while the app learns the outcome by resending the same request.
 */
export function failPlacement(state: TicketState, failure: PlaceFailure): TicketState {
  if (!state.inProgress || failure.kind === 'unknown') return state;
  const base = { ...state, inProgress: false, processingBets: [] };
  if (failure.kind === 'rejected') return { ...base, ticketState: 'ERROR', error: failure.error };
  return { ...base, ticketState: 'INITIAL', error: null };
}

/**
 * A placement whose outcome is unknown came back with the slip after a reload: PROCESSING again with the bets
 * it sent, the slip locked, until the app learns the outcome; ignored while another placement is in progress.
 */
export function resumePlacement(state: TicketState, processingBets: SlipBet[]): TicketState {
  if (state.inProgress || processingBets.length === 0) return state;
  return {
    ...state,
    ticketState: 'PROCESSING',
    inProgress: true,
    processingBets,
    error: null,
    placedBets: [],
  };
}
