import { exactPotentialWin } from '../money/potential-win';
import type { QuickBetState } from './state';

/**
 * What pressing a quick bet leads to (SPEC §4 Quick bet, §5): ignored while processing; sign-in for a visitor;
 * a reset when there is no valid quick bet (not approved, or no bet); refused when the potential win is not
 * greater than the stake; else the bet is placed.
 */
export type QuickBetPlaceIntent = 'ignored' | 'sign_in' | 'reset' | 'potential_win_too_low' | 'place';

/** Decides a quick-bet place request before any change; the reducer and the app both read it. */
export function quickBetPlaceIntent(state: QuickBetState, isLoggedIn: boolean): QuickBetPlaceIntent {
  if (state.state === 'PROCESSING') return 'ignored';
  if (!isLoggedIn) return 'sign_in';
  if (!state.isApproved || state.bet === null || state.stake <= 0) return 'reset';
  // Compared exactly: a quick-bet stake is a setting, not capped to the bet it meets.
  if (exactPotentialWin({ ...state.bet, stake: state.stake }) <= BigInt(state.stake))
    return 'potential_win_too_low';
  return 'place';
}
