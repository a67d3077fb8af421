import { marketLineKey, outcomeKey } from '@sportsbook/betting';
import type { OutcomeKey } from '@sportsbook/betting';
import { providerStatusValues } from '@sportsbook/contract/refs';
import type { Market, ProviderStatus, SlipSelection } from '@sportsbook/contract';
import type { OddsStore, OutcomeState } from '@/features/odds';
import type { TicketStore } from './ticket-store';

/** A suspended market status: any status but allowed suspends the slip's selections (SPEC §4). */
const SUSPENDED: ProviderStatus = providerStatusValues.suspended;

/**
 * The current state of one market line as the engine reads it, built from what the odds store knows of the
 * slip's outcomes of that line. The odds store keeps outcomes, not markets, so only the fields the odds rules
 * read are real; an outcome the store does not know keeps the slip's odds (no news is not a change).
 */
export function marketFromOdds(
  line: readonly SlipSelection[],
  read: (key: OutcomeKey) => OutcomeState | undefined,
): Market | null {
  const first = line[0];
  if (!first) return null;
  const states = line.map((selection) => read(outcomeKey(selection)));
  if (states.every((state) => state === undefined)) return null;
  const suspended = states.some((state) => state?.suspended === true);
  return {
    match_urn_id: first.matchUrnId,
    id: first.marketId,
    name: first.marketName,
    status: suspended ? SUSPENDED : providerStatusValues.allowed,
    specifier: first.specifier,
    outcomes: line.map((selection, i) => ({
      id: selection.outcomeId,
      name: selection.outcomeName,
      odds: states[i]?.odds ?? selection.odds,
      active: states[i]?.active ?? selection.active,
    })),
    market_groups: [],
    priority: 0,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: first.provider,
  };
}

/** Sends the current odds of the slip's lines (all of them, or those holding `keys`) to the ticket. */
export function syncSlipOdds(ticket: TicketStore, odds: OddsStore, keys?: ReadonlySet<string>): void {
  const lines = new Map<string, SlipSelection[]>();
  for (const bet of ticket.getState().bets) {
    for (const selection of bet.selections) {
      if (selection.type !== 'regular') continue;
      const key = marketLineKey(selection);
      const line = lines.get(key) ?? [];
      if (!line.some((s) => s.id === selection.id)) line.push(selection);
      lines.set(key, line);
    }
  }
  for (const line of lines.values()) {
    if (keys && !line.some((selection) => keys.has(selection.id))) continue;
    const market = marketFromOdds(line, (key) => odds.get(key));
    if (market) ticket.dispatch({ type: 'marketUpdated', market });
  }
}

/**
 * Follows the odds store: each flush that moved outcomes on the slip reaches the ticket as `marketUpdated`
 * (SPEC §4 Selection odds updates). Returns the unsubscribe.
 */
export function followOdds(ticket: TicketStore, odds: OddsStore): () => void {
  return odds.subscribeChanges((keys) => {
    const onSlip = new Set(ticket.getState().selectedOutcomeIds);
    const moved = new Set(keys.filter((key) => onSlip.has(key)));
    if (moved.size > 0) syncSlipOdds(ticket, odds, moved);
  });
}
