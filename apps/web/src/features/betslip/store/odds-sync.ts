import { outcomeKey } from '@sportsbook/betting';
import type { OutcomeQuote } from '@sportsbook/betting';
import type { OddsStore } from '@/features/odds';
import type { TicketStore } from './ticket-store';

/**
 * The odds store's state of the slip's regular outcomes (all of them, or those in `keys`), as the engine's quotes.
 * An outcome the store does not know is left out: no news is not a change.
 */
export function slipQuotes(
  ticket: TicketStore,
  odds: OddsStore,
  keys?: ReadonlySet<string>,
): Record<string, OutcomeQuote> {
  const quotes: Record<string, OutcomeQuote> = {};
  for (const bet of ticket.getState().bets) {
    for (const selection of bet.selections) {
      if (selection.type !== 'regular' || (keys && !keys.has(selection.id))) continue;
      const state = odds.get(outcomeKey(selection));
      if (state)
        quotes[selection.id] = { odds: state.odds, active: state.active, suspended: state.suspended };
    }
  }
  return quotes;
}

/** Sends the current odds of the slip's outcomes (all of them, or those in `keys`) to the ticket. */
export function syncSlipOdds(ticket: TicketStore, odds: OddsStore, keys?: ReadonlySet<string>): void {
  const quotes = slipQuotes(ticket, odds, keys);
  if (Object.keys(quotes).length > 0) ticket.dispatch({ type: 'outcomesQuoted', quotes });
}

/**
 * Follows the odds store: each flush that moved outcomes on the slip reaches the ticket as `outcomesQuoted`
 * (SPEC §4 Selection odds updates). Returns the unsubscribe.
 */
export function followOdds(ticket: TicketStore, odds: OddsStore): () => void {
  return odds.subscribeChanges((keys) => {
    const onSlip = new Set(ticket.getState().selectedOutcomeIds);
    const moved = new Set(keys.filter((key) => onSlip.has(key)));
    if (moved.size > 0) syncSlipOdds(ticket, odds, moved);
  });
}
