import { buildQuickBetRequest, checkAgain, newAttempt, quickBetPlaceIntent } from '@sportsbook/betting';
import type { PlaceFailure, QuickBetPlaceIntent } from '@sportsbook/betting';
import { MessageKeys } from '@sportsbook/contract/refs';
import type { Bet, OddsAcceptMode, SlipBet, SlipSelection } from '@sportsbook/contract';
import type { PendingPlacement } from '../place/attempt-store';
import { sendAttempt } from '../place/send-attempt';
import type { AttemptIo } from '../place/send-attempt';
import type { QuickBetStore } from './quick-bet-store';

/** What a one-tap placement needs from the app: who is there, ids, the accept mode and the request. */
export interface QuickPlaceDeps extends AttemptIo {
  isLoggedIn: boolean;
  requireSignIn(): void;
  deviceId(): string;
  /** A new idempotency key; made once per attempt (a resend keeps its attempt's key). */
  requestKey(): string;
  oddsAcceptMode: OddsAcceptMode;
  /** The quick bet is on but its stake is not approved yet: the player has to confirm one first. */
  onNeedsApproval(): void;
  /** Called with the placed bets; `afterCheck` when a resend learned the outcome (the app re-reads the balance). */
  onPlaced?(bets: Bet[], afterCheck: boolean): void;
}

// The quick bet's error message and details for a definite refusal.
function failureText(failure: PlaceFailure, sent: SlipBet | undefined) {
  if (failure.kind !== 'rejected')
    return { message: MessageKeys.placeBetsDefault, details: {} as Record<string, unknown> };
  const { message, code, payload, messagesByBet } = failure.error;
  // The server's own words for this bet, shown when this build has no text for its key.
  const first = sent?.selections[0];
  const localized = first ? messagesByBet[first.id] : undefined;
  return { message, details: { ...payload, code, localized_message: localized ?? null } };
}

/**
 * One tap on a live outcome with quick bet on (SPEC §4 Quick bet): the outcome becomes the quick bet's single,
 * then the engine decides — ignored while one is in flight or its outcome is being checked, sign-in for a
 * visitor, nothing without an approved stake, ERROR when the potential win is not above the stake — and else
 * it is placed through `POST /bets` with meta.quick under a new attempt's key, ending in SUCCESS with the
 * placed bet, ERROR with the refusal, or, when the answer is lost, PROCESSING while the same request is resent.
 */
export async function placeQuickBet(
  store: QuickBetStore,
  selection: SlipSelection,
  deps: QuickPlaceDeps,
): Promise<QuickBetPlaceIntent> {
  if (store.getState().state === 'PROCESSING' || deps.attempts.isHeld()) return 'ignored';
  store.dispatch({ type: 'quickBetSelectionChosen', selection });
  const intent = quickBetPlaceIntent(store.getState(), deps.isLoggedIn);
  store.dispatch({ type: 'quickBetPlaceRequested', isLoggedIn: deps.isLoggedIn });
  if (intent === 'sign_in') deps.requireSignIn();
  if (intent === 'reset') deps.onNeedsApproval();
  const state = store.getState();
  if (intent !== 'place' || state.state !== 'PROCESSING' || state.bet === null) return intent;
  const request = buildQuickBetRequest(state, {
    deviceId: deps.deviceId(),
    requestKey: deps.requestKey(),
    oddsAcceptMode: deps.oddsAcceptMode,
  });
  if (request === null) return intent;
  const bet = { ...state.bet, stake: state.stake, currency: state.currency ?? state.bet.currency };
  await send(store, deps, { attempt: newAttempt(request), bets: [bet] });
  return intent;
}

/**
 * Learns the outcome of the pending quick bet by resending it with its key and body ("Check again", after a
 * reload, and after each back-off); nothing while one is in flight.
 */
export async function checkQuickBet(store: QuickBetStore, deps: QuickPlaceDeps): Promise<void> {
  await deps.attempts.restore();
  const pending = deps.attempts.get();
  const bet = pending?.bets[0];
  if (!pending || !bet || pending.attempt.status === 'sending') return;
  store.dispatch({ type: 'quickBetResumed', bet });
  if (!deps.isLoggedIn) {
    deps.requireSignIn();
    return;
  }
  await send(store, deps, { ...pending, attempt: checkAgain(pending.attempt) });
}

/** Brings back a quick bet the previous page left pending; its check waits until the player is signed in. */
export async function resumeQuickBet(store: QuickBetStore, deps: QuickPlaceDeps): Promise<void> {
  const bet = (await deps.attempts.restore())?.bets[0];
  if (!bet) return;
  store.dispatch({ type: 'quickBetResumed', bet });
  if (deps.isLoggedIn) await checkQuickBet(store, deps);
}

function send(store: QuickBetStore, deps: QuickPlaceDeps, sending: PendingPlacement): Promise<void> {
  const [sent] = sending.bets;
  return sendAttempt(deps, sending, {
    placed(bets, afterCheck) {
      const placed = bets[0];
      if (placed) store.dispatch({ type: 'quickBetPlaceSucceeded', placedBet: placed });
      else
        store.dispatch({ type: 'quickBetPlaceFailed', message: MessageKeys.placeBetsDefault, details: {} });
      if (placed) deps.onPlaced?.(bets, afterCheck);
    },
    failed(failure) {
      store.dispatch({ type: 'quickBetPlaceFailed', ...failureText(failure, sent) });
      if (failure.kind === 'unauthorized') deps.requireSignIn();
    },
    check: () => checkQuickBet(store, deps),
  });
}
