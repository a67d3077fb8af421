import { sharedRestoreMessage } from '@sportsbook/betting';
import { MessageKeys } from '@sportsbook/contract/refs';
import type { BetslipStores } from '../store/betslip-context';
import type { SharedBetsLoad } from './load-shared-bets';

/** A message key of SPEC §8 the restore shows: not found, try another bet, or try later. */
export type SharedRestoreMessage =
  typeof MessageKeys.shareBetNotFound | typeof MessageKeys.shareBetEmpty | typeof MessageKeys.restoreFailure;

/**
 * Puts restored shared bets on the slip through the engine (`ticketRestored` re-validates them), in place of
 * what was on it, and opens the bet slip tab (SPEC §4 Shared-bet flow); answers the message to show instead
 * when nothing landed.
 */
export function applySharedBets(load: SharedBetsLoad, stores: BetslipStores): SharedRestoreMessage | null {
  if (load.kind === 'not_found') return MessageKeys.shareBetNotFound;
  if (load.kind === 'failed') return MessageKeys.restoreFailure;
  if (load.kind === 'empty') return MessageKeys.shareBetEmpty;
  const { ticket, panel } = stores;
  ticket.dispatch({ type: 'restoreStarted' });
  ticket.dispatch({ type: 'ticketRestored', bets: load.bets });
  // The engine drops what cannot stand (a custom bet on a finished match): judge what is on the slip now.
  const empty = sharedRestoreMessage(ticket.getState().bets);
  if (empty) return MessageKeys.shareBetEmpty;
  panel.open('BET_SLIP');
  return null;
}
