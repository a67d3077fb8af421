import { changeBetType } from '../rules/bet-type';
import type { TicketContext } from './context';
import { canPlace } from './selectors';
import type { TicketState } from './state';

/** The switchable bet types of the slip's type switch. */
export type SwitchableBetType = 'single' | 'combo' | 'system';

/**
 * What the player can do with the ticket right now, so a view offers only possible actions (an impossible
 * action is absent, not refused later): place, accept changed odds, switch to each bet type, edit at all.
 */
export interface TicketActions {
  place: boolean;
  acceptOddsChanges: boolean;
  betTypes: Record<SwitchableBetType, boolean>;
  edit: boolean;
}

/** The actions open on this ticket under this context. */
export function ticketActions(state: TicketState, context: TicketContext): TicketActions {
  const edit = !state.inProgress;
  const betType = (type: SwitchableBetType) => edit && changeBetType(state.bets, type, context) !== null;
  return {
    place: canPlace(state, context),
    acceptOddsChanges: edit && state.ticketState === 'ODDS_CHANGED',
    betTypes: { single: betType('single'), combo: betType('combo'), system: betType('system') },
    edit,
  };
}
