import type { SlipBet } from '@sportsbook/contract';
import { removeSelection } from '../rules/bet-type';
import { afterSelectionEdit, withBets } from '../ticket/settle';
import type { TicketState } from '../ticket/state';
import { isClosedForBetting, runnerNumbersOf } from './event-kinds';

/**
 * Non-runners leave the slip (issue 17): every selection on race `matchId` that names a withdrawn runner (a Win
 * or Place on it, a forecast with it first or second) is removed, and a notice tells the player which. Ignored
 * while a placement is in flight (the server refunds a bet on a runner withdrawn after it was placed).
 */
export function withdrawRunners(
  state: TicketState,
  matchId: number,
  runners: readonly number[],
): TicketState {
  if (state.inProgress) return state;
  const withdrawn = new Set(runners);
  const gone = state.bets
    .flatMap((bet) => bet.selections)
    .filter(
      (selection) =>
        selection.matchId === matchId && runnerNumbersOf(selection).some((number) => withdrawn.has(number)),
    );
  if (gone.length === 0) return state;
  const bets = gone.reduce<SlipBet[]>((left, selection) => removeSelection(left, selection.id), state.bets);
  return {
    ...afterSelectionEdit(state, bets),
    notices: [...state.notices, ...gone.map((selection) => ({ kind: 'non_runner' as const, selection }))],
  };
}

/**
 * Bets close at the off, the draw or an outright's end (issue 17): selections whose event closed by `now` are
 * not available (they stay on the slip to be removed, like a finished match's).
 */
export function closeBetting(state: TicketState, now: number): TicketState {
  let changed = false;
  const bets = state.bets.map((bet) => {
    if (!bet.selections.some((s) => !s.isNotAvailable && isClosedForBetting(s, now))) return bet;
    changed = true;
    return {
      ...bet,
      selections: bet.selections.map((s) =>
        !s.isNotAvailable && isClosedForBetting(s, now) ? { ...s, isNotAvailable: true } : s,
      ),
    };
  });
  return changed ? withBets(state, bets) : state;
}
