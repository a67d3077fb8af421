import type { Market, OddsAcceptMode, SlipBet } from '@sportsbook/contract';
import { potentialWin, stakeForPotentialWin } from '../money/potential-win';
import { isSameLine, lineOfMarket } from '../market-line';
import { acceptSelectionOdds, quoteSelection, rejudgeSelection, updateSelection } from '../rules/odds-update';
import type { OutcomeQuote } from '../rules/odds-update';
import type { MinorUnits } from '../units';
import type { TicketState } from './state';
import { restingState, withBets } from './settle';

function mapSelections(
  bet: SlipBet,
  update: (s: SlipBet['selections'][number]) => SlipBet['selections'][number],
) {
  const selections = bet.selections.map(update);
  return selections.every((selection, i) => selection === bet.selections[i]) ? bet : { ...bet, selections };
}

/**
 * A bet after its odds moved: a stake based on a potential win becomes the largest stake whose win does not
 * exceed the wanted win at the new odds (SPEC §4 Selection odds updates: rescaled by the odds ratio). NOTE: it
 * is derived from the wanted win each time, never from the previous stake, so flickering odds cannot wear it
 * down by a rounding per move. Other stakes stay.
 */
export function keepPotentialWin(before: SlipBet, after: SlipBet): SlipBet {
  if (before === after || after.stakeSource !== 'potential_win') return after;
  const oddsMoved = after.selections.some((selection, i) => selection.odds !== before.selections[i]?.odds);
  if (!oddsMoved) return after;
  // A slip stored before wanted wins were kept has none: its win at the old odds is the one it wanted.
  const wantedWin = (after.wantedWin as MinorUnits | null) ?? potentialWin(before);
  return { ...after, stake: stakeForPotentialWin(after, wantedWin), wantedWin };
}

/**
 * Re-states the ticket after its selections' flags moved: ODDS_CHANGED while any selection waits for consent,
 * back to INITIAL when none does, and never while a placement is in progress (SPEC §4 Ticket).
 */
function settleOdds(state: TicketState, bets: SlipBet[]): TicketState {
  if (bets.every((bet, i) => bet === state.bets[i])) return state;
  const next = withBets(state, bets);
  if (state.inProgress || state.ticketState === 'SUCCESS') return next;
  return { ...next, ticketState: restingState(bets) };
}

/** Applies a market's current state to the selections of that line (SPEC §4 Selection odds updates). */
export function applyMarketUpdate(state: TicketState, market: Market, mode: OddsAcceptMode): TicketState {
  const line = lineOfMarket(market);
  const bets = state.bets.map((bet) =>
    keepPotentialWin(
      bet,
      mapSelections(bet, (s) => (isSameLine(s, line) ? updateSelection(s, market, mode) : s)),
    ),
  );
  return settleOdds(state, bets);
}

/** Applies the odds feed's quotes to the selections of the outcomes they name (SPEC §4 Selection odds updates). */
export function applyOutcomeQuotes(
  state: TicketState,
  quotes: Readonly<Record<string, OutcomeQuote>>,
  mode: OddsAcceptMode,
): TicketState {
  const bets = state.bets.map((bet) =>
    keepPotentialWin(
      bet,
      mapSelections(bet, (s) => (Object.hasOwn(quotes, s.id) ? quoteSelection(s, quotes[s.id], mode) : s)),
    ),
  );
  return settleOdds(state, bets);
}

/** Re-judges the changed-odds flags under the player's new accept mode. */
export function applyAcceptMode(state: TicketState, mode: OddsAcceptMode): TicketState {
  return settleOdds(
    state,
    state.bets.map((bet) => mapSelections(bet, (s) => rejudgeSelection(s, mode))),
  );
}

/** The player accepted every changed odds: the flags clear and the ticket returns to INITIAL. */
export function acceptOddsChanges(state: TicketState): TicketState {
  if (state.inProgress) return state;
  const bets = state.bets.map((bet) => mapSelections(bet, acceptSelectionOdds));
  return { ...withBets(state, bets), ticketState: 'INITIAL', processingBets: [], error: null };
}
