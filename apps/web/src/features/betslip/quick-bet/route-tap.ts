import { selectionIntent } from '@sportsbook/betting';
import type { SelectionIntent } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/contract';
import type { TicketStore } from '../store/ticket-store';
import type { QuickBetStore } from './quick-bet-store';
import type { SpecialBetDialogStore } from './special-bet-dialog-store';

/** Where a tapped outcome can go: the slip, the quick bet or the special-bet dialog. */
export interface TapTargets {
  ticket: TicketStore;
  quickBet: QuickBetStore;
  specialBetDialog: SpecialBetDialogStore;
  /** Places `selection` as a quick bet (see placeQuickBet). */
  placeQuick(selection: SlipSelection): void;
}

/**
 * What tapping an outcome does (SPEC §4 Ticket, Selecting an outcome), as the engine's selectionIntent says:
 * nothing while a placement is in progress; a live, non-custom outcome with quick bet on is placed at once;
 * any other tap turns quick bet off, then opens the special-bet dialog (no change to the slip) when the first
 * bet is of a special kind, else adds or removes the outcome on the slip.
 */
export function routeTap(selection: SlipSelection, targets: TapTargets): SelectionIntent {
  const { ticket, quickBet, specialBetDialog } = targets;
  const quickBetEnabled = quickBet.getState().isEnabled;
  const intent = selectionIntent(ticket.getState(), selection, { quickBetEnabled });
  if (intent === 'ignored') return intent;
  if (intent === 'quick_bet') {
    targets.placeQuick(selection);
    return intent;
  }
  if (quickBetEnabled) quickBet.dispatch({ type: 'quickBetToggled', isEnabled: false });
  if (intent === 'special_bet_dialog') specialBetDialog.open(selection);
  else ticket.dispatch({ type: 'selectionToggled', selection });
  return intent;
}

/** The special-bet dialog's way out: the slip is cleared and the waiting selection becomes its first bet. */
export function replaceSlipWith(
  selection: SlipSelection,
  ticket: TicketStore,
  specialBetDialog: SpecialBetDialogStore,
): void {
  ticket.dispatch({ type: 'ticketCleared' });
  ticket.dispatch({ type: 'selectionToggled', selection });
  specialBetDialog.close();
}
