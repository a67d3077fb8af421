import type { SlipBet } from '@sportsbook/contract';
import { potentialReturn } from '../bonuses/potential-return';
import { nonCombinableReason } from '../rules/combinable';
import type { NonCombinableReason } from '../rules/combinable';
import { stakeProblem } from '../rules/stake-validity';
import type { StakeProblem } from '../rules/stake-validity';
import { safeMinorUnits } from '../units';
import type { MinorUnits } from '../units';
import type { TicketContext } from './context';
import type { TicketState } from './state';

/** Why the ticket cannot be placed now, or null when it can. */
export type PlaceBlocker =
  | 'in_progress'
  | 'placed'
  | 'odds_changed'
  | 'suspended_selection'
  | 'unavailable_selection'
  | NonCombinableReason
  | StakeProblem;

/**
 * What stands between the ticket and a place request: a placement in flight, a receipt shown, odds waiting for
 * consent, then, among the bets with a stake (the ones a request sends), a suspended or unavailable selection,
 * a non-combinable bet, or invalid stakes (SPEC §4, §5). Bets left at 0 stay on the slip and block nothing.
 */
export function placeBlocker(state: TicketState, context: TicketContext): PlaceBlocker | null {
  if (state.inProgress || state.ticketState === 'PROCESSING') return 'in_progress';
  if (state.ticketState === 'SUCCESS') return 'placed';
  if (state.ticketState === 'ODDS_CHANGED') return 'odds_changed';
  const placeable = betsToPlace(state.bets);
  const selections = placeable.flatMap((bet) => bet.selections);
  if (selections.some((s) => s.isSuspended)) return 'suspended_selection';
  if (selections.some((s) => s.isNotAvailable)) return 'unavailable_selection';
  for (const bet of placeable) {
    const reason = nonCombinableReason(bet, context);
    if (reason) return reason;
  }
  return stakeProblem(placeable, context.limits);
}

/** Whether a place request may be sent now (the button is enabled). */
export function canPlace(state: TicketState, context: TicketContext): boolean {
  return placeBlocker(state, context) === null;
}

/** The bets a place request sends: those with a stake above 0 (SPEC §4 Ticket). */
export function betsToPlace(bets: readonly SlipBet[]): SlipBet[] {
  return bets.filter((bet) => bet.stake > 0);
}

/**
 * The sum of what the bets pay if they win, in minor units, added exactly: each bet's `potentialReturn` (a
 * freebet's variant decides its share); a RangeError rather than a rounded sum past Number.MAX_SAFE_INTEGER.
 */
export function totalPotentialWin(bets: readonly SlipBet[]): MinorUnits {
  return safeMinorUnits(bets.reduce((sum, bet) => sum + BigInt(potentialReturn(bet)), 0n));
}
