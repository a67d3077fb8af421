import { isCustomBet } from '@sportsbook/betting';
import type { TicketStore } from '../store/ticket-store';
import type { QuickBetStore } from './quick-bet-store';

function customCount(ticket: TicketStore): number {
  return ticket.getState().bets.filter(isCustomBet).length;
}

/**
 * SPEC §4 Ticket: a custom selection never opens the quick bet, it turns quick bet off. Custom bets reach the
 * slip from the bet builder, not from a tap, so the quick bet watches the slip for a new one. Returns the
 * unsubscribe.
 */
export function followCustomBets(ticket: TicketStore, quickBet: QuickBetStore): () => void {
  let seen = customCount(ticket);
  return ticket.subscribe(() => {
    const count = customCount(ticket);
    const added = count > seen;
    seen = count;
    if (added && quickBet.getState().isEnabled)
      quickBet.dispatch({ type: 'quickBetToggled', isEnabled: false });
  });
}
