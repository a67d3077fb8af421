import { MessageKeys } from '@sportsbook/contract/refs';
import { newSlipBet } from '../rules/slip-bet';
import type { BetCurrency } from '../rules/slip-bet';
import type { QuickBetEvent } from './events';
import { quickBetPlaceIntent } from './place-intent';
import type { QuickBetState } from './state';

function resetToInitial(state: QuickBetState): QuickBetState {
  return { ...state, state: 'INITIAL', error: null };
}

/**
 * The quick bet's state machine (SPEC §4 Quick bet): approval, one-tap placing, and switching off when the
 * balance cannot cover the stake. `currency` is the player's, used when the quick bet has none yet.
 */
export function quickBetReducer(
  state: QuickBetState,
  event: QuickBetEvent,
  currency: BetCurrency,
): QuickBetState {
  switch (event.type) {
    case 'quickBetToggled':
      return { ...resetToInitial(state), isEnabled: event.isEnabled, isApproved: false };
    case 'quickBetStakeChanged':
      return { ...state, stake: Math.max(0, event.stake), isApproved: false };
    case 'quickBetCurrencyChanged':
      return { ...state, currency: event.currency, isApproved: false };
    case 'quickBetApproved':
      return state.stake > 0 ? { ...state, isApproved: true } : state;
    case 'quickBetSelectionChosen': {
      if (state.state === 'PROCESSING') return state;
      const bet = newSlipBet('single', [event.selection], {
        currency: state.currency ?? currency.currency,
        subunits: currency.subunits,
      });
      return { ...resetToInitial(state), bet, selectedOutcomeIds: [event.selection.id], placedBet: null };
    }
    case 'quickBetPlaceRequested': {
      const intent = quickBetPlaceIntent(state, event.isLoggedIn);
      if (intent === 'ignored') return state;
      if (intent === 'place') return { ...state, state: 'PROCESSING', error: null };
      if (intent === 'potential_win_too_low')
        return {
          ...state,
          state: 'ERROR',
          error: { message: MessageKeys.quickBetPotentialWin, details: {} },
        };
      return resetToInitial(state);
    }
    case 'quickBetPlaceSucceeded':
      return state.state === 'PROCESSING'
        ? { ...state, state: 'SUCCESS', placedBet: event.placedBet }
        : state;
    case 'quickBetPlaceFailed':
      return state.state === 'PROCESSING'
        ? { ...state, state: 'ERROR', error: { message: event.message, details: event.details } }
        : state;
    case 'quickBetResumed':
      if (state.state === 'PROCESSING') return state;
      return {
        ...state,
        state: 'PROCESSING',
        error: null,
        bet: event.bet,
        selectedOutcomeIds: event.bet.selections.map((selection) => selection.id),
        placedBet: null,
      };
    case 'balanceChanged':
      if (!state.isEnabled || (event.balance > 0 && event.balance >= state.stake)) return state;
      return { ...state, isEnabled: false, isApproved: false };
    case 'quickBetDismissed':
      if (state.state === 'PROCESSING') return state;
      return { ...resetToInitial(state), bet: null, selectedOutcomeIds: [] };
  }
}
