import type { SlipBet, TicketStateName } from '@sportsbook/contract';
import { capStakes } from '../money/safe-win';
import { regularSelections, selectionIds } from '../rules/slip-bet';
import { systemTypesFor } from '../system/system-types';
import type { TicketState } from './state';

/** Whether any selection on the slip waits for the player to accept its new odds. */
export function hasChangedOdds(bets: readonly SlipBet[]): boolean {
  return bets.some((bet) => bet.selections.some((selection) => selection.isChanged));
}

/** INITIAL, or ODDS_CHANGED when any bet has changed odds (SPEC §4 Ticket). */
export function restingState(bets: readonly SlipBet[]): TicketStateName {
  return hasChangedOdds(bets) ? 'ODDS_CHANGED' : 'INITIAL';
}

/**
 * The ticket with new bets and the fields derived from them (selected ids, system types). Every change of the
 * bets passes here, so this is where stakes are capped to keep the potential wins exact (`capStakes`).
 */
export function withBets(state: TicketState, edited: SlipBet[]): TicketState {
  const bets = capStakes(edited);
  return {
    ...state,
    bets,
    selectedOutcomeIds: selectionIds(bets),
    systemTypes: systemTypesFor(regularSelections(bets).length),
  };
}

/**
 * The ticket after the player edited the selections (SPEC §4 Ticket): back to INITIAL, or ODDS_CHANGED if any
 * bet has changed odds; the last error, receipt and processing bets are gone.
 */
export function afterSelectionEdit(state: TicketState, bets: SlipBet[]): TicketState {
  return {
    ...withBets(state, bets),
    ticketState: restingState(bets),
    error: null,
    placedBets: [],
    processingBets: [],
  };
}

/**
 * The ticket after the player edited a bet (stake, type, bonus): once a receipt was shown, the next edit starts
 * a new slip from the resting state; otherwise the state stays (an ERROR keeps its per-bet messages).
 */
export function afterBetEdit(state: TicketState, bets: SlipBet[]): TicketState {
  const next = withBets(state, bets);
  if (state.ticketState !== 'SUCCESS') return next;
  return { ...next, ticketState: restingState(bets), placedBets: [] };
}
