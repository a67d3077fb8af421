import type { SlipBet, SlipSelection } from '@sportsbook/contract';
import { isLiveStatus } from '@sportsbook/contract/refs';
import { addRegularSelection, removeSelection } from '../rules/bet-type';
import { isCustomBetKept } from '../rules/match-status';
import { isCustomBet, newSlipBet } from '../rules/slip-bet';
import { matchingSystemType } from '../system/system-types';
import type { Odds } from '../units';
import type { TicketContext } from './context';
import { afterSelectionEdit } from './settle';
import type { TicketState } from './state';

/** What tapping an outcome does (SPEC §4 Ticket, Selecting an outcome), decided before any change. */
export type SelectionIntent = 'ignored' | 'quick_bet' | 'special_bet_dialog' | 'removed' | 'added';

/** Options of the tap that live outside the ticket: the quick-bet switch. */
export interface SelectionIntentOptions {
  quickBetEnabled: boolean;
}

/**
 * A first bet of a special kind takes no other selection: a custom bet (bet builder), whose odds the server
 * priced for exactly its selections (the spec leaves the kinds unshown; this is ours).
 */
export function isSpecialBet(bet: SlipBet | undefined): boolean {
  return bet !== undefined && isCustomBet(bet);
}

/**
 * What tapping `selection` does: ignored while a placement is in progress; the quick bet opens for a live,
 * non-custom selection when quick bet is on (the app then turns quick bet off for any other tap); an already
 * selected outcome is removed; a regular outcome after a special first bet opens a dialog; else it is added.
 */
export function selectionIntent(
  state: TicketState,
  selection: SlipSelection,
  options: SelectionIntentOptions,
): SelectionIntent {
  if (state.inProgress) return 'ignored';
  if (options.quickBetEnabled && isLiveStatus(selection.matchStatus) && selection.type !== 'custom')
    return 'quick_bet';
  if (state.selectedOutcomeIds.includes(selection.id)) return 'removed';
  if (selection.type !== 'custom' && isSpecialBet(state.bets[0])) return 'special_bet_dialog';
  return 'added';
}

/** Adds or removes a tapped outcome (SPEC §4 Ticket, Bet type rules). Quick bet routing is the app's. */
export function toggleSelection(
  state: TicketState,
  selection: SlipSelection,
  customOdds: Odds | undefined,
  context: TicketContext,
): TicketState {
  const intent = selectionIntent(state, selection, { quickBetEnabled: false });
  if (intent === 'removed') return afterSelectionEdit(state, removeSelection(state.bets, selection.id));
  if (intent !== 'added') return state;
  if (selection.type === 'custom')
    return addCustomBet(state, [selection], customOdds ?? (selection.odds as Odds), context);
  return afterSelectionEdit(state, addRegularSelection(state.bets, selection, context));
}

/** Adds a custom bet with the odds the server quoted for its selections (SPEC §4: a custom selection). */
export function addCustomBet(
  state: TicketState,
  selections: SlipSelection[],
  customOdds: Odds,
  context: TicketContext,
): TicketState {
  const fresh = selections.filter((selection) => !state.selectedOutcomeIds.includes(selection.id));
  if (state.inProgress || fresh.length === 0) return state;
  const bet: SlipBet = { ...newSlipBet('custom_bet', fresh, context), customOdds };
  return afterSelectionEdit(state, [...state.bets, bet]);
}

/** Removes one selection, suspended and unavailable ones included (SPEC §4 Bet type rules). */
export function removeOutcome(state: TicketState, selectionId: string): TicketState {
  if (state.inProgress || !state.selectedOutcomeIds.includes(selectionId)) return state;
  return afterSelectionEdit(state, removeSelection(state.bets, selectionId));
}

/**
 * Bets read back from storage or a share code, re-validated: custom bets only while prematch or live, each
 * selection once, a regular bet of one selection a single, system bets on a type matching their count (else a combo), empty bets gone.
 */
export function restoreTicket(state: TicketState, bets: readonly SlipBet[]): TicketState {
  if (state.inProgress) return state;
  const seen = new Set<string>();
  const restored = bets.filter(isCustomBetKept).flatMap((bet): SlipBet[] => {
    const selections = bet.selections.filter(
      (selection) => !seen.has(selection.id) && seen.add(selection.id),
    );
    if (selections.length === 0) return [];
    if (bet.betType !== 'custom_bet' && selections.length === 1)
      return [{ ...bet, selections, betType: 'single', systemType: null }];
    if (bet.betType !== 'system') return [{ ...bet, selections }];
    const systemType = matchingSystemType(bet.systemType, selections.length);
    return [{ ...bet, selections, systemType, betType: systemType ? 'system' : 'combo' }];
  });
  return { ...afterSelectionEdit(state, restored), isRestoring: false };
}
