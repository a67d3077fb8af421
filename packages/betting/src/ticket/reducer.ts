import { closeBetting, withdrawRunners } from '../kinds/non-runners';
import { chooseRaceBet } from '../kinds/two-line-bets';
import { changeBetType, setSystemType } from '../rules/bet-type';
import { isCustomBetKept, withMatchStatus, withProviderStatuses } from '../rules/match-status';
import type { TicketContext } from './context';
import type { TicketEvent } from './events';
import { acceptOddsChanges, applyAcceptMode, applyMarketUpdate, applyOutcomeQuotes } from './odds-events';
import { completePlacement, failPlacement, requestPlacement, resumePlacement } from './placement';
import { addCustomBet, removeOutcome, restoreTicket, toggleSelection } from './selection-events';
import { afterBetEdit, afterSelectionEdit, withBets } from './settle';
import { initialTicketState } from './state';
import type { TicketState } from './state';
import { changeCurrency, changePotentialWin, changeStake, chooseBonus, offerBonuses } from './stake-events';

/**
 * The bet slip's state machine (SPEC §4 Ticket, Bet type rules, Selection odds updates, Bonus choice): the
 * next ticket after an event, given the settings and limits in `context`. Pure: no clock, no ids, no I/O.
 * An event that does not apply (an edit while placing, a stale answer) returns the same ticket.
 */
export function ticketReducer(state: TicketState, event: TicketEvent, context: TicketContext): TicketState {
  switch (event.type) {
    case 'selectionToggled':
      return toggleSelection(state, event.selection, event.customOdds, context);
    case 'customBetAdded':
      return addCustomBet(state, event.selections, event.customOdds, context);
    case 'outcomeRemoved':
      return removeOutcome(state, event.selectionId);
    case 'stakeChanged':
      return changeStake(state, event.betIndex, event.stake);
    case 'potentialWinChanged':
      return changePotentialWin(state, event.betIndex, event.potentialWin);
    case 'betTypeChanged':
    case 'systemTypeChosen': {
      if (state.inProgress) return state;
      const bets =
        event.type === 'betTypeChanged'
          ? changeBetType(state.bets, event.betType, context)
          : setSystemType(state.bets, event.systemType, context);
      return bets === null ? state : afterBetEdit(state, bets);
    }
    case 'marketUpdated':
      return applyMarketUpdate(state, event.market, context.oddsAcceptMode);
    case 'outcomesQuoted':
      return applyOutcomeQuotes(state, event.quotes, context.oddsAcceptMode);
    case 'matchStatusChanged': {
      const bets = state.bets.map((bet) => withMatchStatus(bet, event.matchId, event.status));
      if (bets.every((bet, i) => bet === state.bets[i])) return state;
      const kept = bets.filter(isCustomBetKept);
      return kept.length === bets.length || state.inProgress
        ? withBets(state, bets)
        : afterSelectionEdit(state, kept);
    }
    case 'providerStatusesChanged': {
      const bets = state.bets.map((bet) => withProviderStatuses(bet, event.providerStatuses));
      return bets.every((bet, i) => bet === state.bets[i]) ? state : withBets(state, bets);
    }
    case 'currencyChanged':
      return changeCurrency(state, event.currency, event.subunits);
    case 'oddsAcceptModeChanged':
      return applyAcceptMode(state, event.mode);
    case 'oddsChangesAccepted':
      return acceptOddsChanges(state);
    case 'bonusesOffered':
      return offerBonuses(state, event.betIndex, event.bonuses);
    case 'bonusChosen':
      return chooseBonus(state, event.betIndex, event.bonus);
    case 'placeRequested':
      return requestPlacement(state, event.isLoggedIn, context);
    case 'placeSucceeded':
      return completePlacement(state, event.placedBets);
    case 'placeFailed':
      return failPlacement(state, event.failure);
    case 'placeResumed':
      return resumePlacement(state, event.processingBets);
    case 'restoreStarted':
      return state.inProgress ? state : { ...state, isRestoring: true };
    case 'ticketRestored':
      return restoreTicket(state, event.bets);
    case 'ticketCleared':
      return state.inProgress ? state : initialTicketState;
    case 'runnersWithdrawn':
      return withdrawRunners(state, event.matchId, event.runners);
    case 'raceBetChosen':
      return chooseRaceBet(state, event.selectionId, event.raceBet);
    case 'bettingClosed':
      return closeBetting(state, event.now);
    case 'noticesDismissed':
      return state.notices.length === 0 ? state : { ...state, notices: [] };
  }
}
