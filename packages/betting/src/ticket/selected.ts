import type { TicketState } from './state';

// NOTE: apart from selectors.ts, whose rules (stakes, combinations, potential returns) an odds button does not
// need: every odds button asks these, so they are in the pages' first load (issue 25, docs/decisions/0037).

/** Whether the outcome is on the slip (odds buttons show it pressed). */
export function isSelected(state: TicketState, selectionId: string): boolean {
  return state.selectedOutcomeIds.includes(selectionId);
}

/**
 * Whether the outcome is on the slip as a regular selection (a regular odds button shows it pressed). A leg of
 * a custom bet carries the same outcome key as the regular outcome, yet the regular button did not put it there.
 */
export function isSelectedAsRegular(state: TicketState, selectionId: string): boolean {
  if (!state.selectedOutcomeIds.includes(selectionId)) return false;
  return state.bets.some((bet) =>
    bet.selections.some((selection) => selection.id === selectionId && selection.type !== 'custom'),
  );
}
