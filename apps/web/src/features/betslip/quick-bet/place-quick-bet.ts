import { buildQuickBetRequest, quickBetPlaceIntent } from '@sportsbook/betting';
import type { QuickBetPlaceIntent } from '@sportsbook/betting';
import { MessageKeys } from '@sportsbook/contract/refs';
import type { Bet, OddsAcceptMode, PlaceBetsRequest, SlipBet, SlipSelection } from '@sportsbook/contract';
import { ApiRequestError } from '@/platform/api/api-client';
import type { QuickBetStore } from './quick-bet-store';

/** What a one-tap placement needs from the app: who is there, ids, the accept mode and the request. */
export interface QuickPlaceDeps {
  isLoggedIn: boolean;
  requireSignIn(): void;
  deviceId(): string;
  /** A fresh idempotency key; called once per placement attempt. */
  requestKey(): string;
  oddsAcceptMode: OddsAcceptMode;
  send(request: PlaceBetsRequest): Promise<{ bets: Bet[] }>;
  /** The quick bet is on but its stake is not approved yet: the player has to confirm one first. */
  onNeedsApproval(): void;
  onPlaced?(bets: Bet[]): void;
}

// What the engine makes of a failed `POST /bets`, as the quick bet's error message and details.
async function failureOf(error: unknown, sent: SlipBet) {
  // NOTE: loaded on failure only: reading the error's details takes the contract's schemas (zod), which
  // stay out of the first-load JavaScript.
  const { placeFailureFrom } = await import('@sportsbook/betting');
  const failure =
    error instanceof ApiRequestError
      ? placeFailureFrom(error.status, error.body, [sent])
      : placeFailureFrom(null, null, [sent]);
  if (failure.kind !== 'rejected')
    return { failure, message: MessageKeys.placeBetsDefault, details: {} as Record<string, unknown> };
  const { message, code, payload, messagesByBet } = failure.error;
  // The server's own words for this bet, shown when this build has no text for its key.
  const localized = sent.selections[0] ? messagesByBet[sent.selections[0].id] : undefined;
  return { failure, message, details: { ...payload, code, localized_message: localized ?? null } };
}

/**
 * One tap on a live outcome with quick bet on (SPEC §4 Quick bet): the outcome becomes the quick bet's single,
 * then the engine decides — ignored while one is in flight, sign-in for a visitor, nothing without an approved
 * stake, ERROR when the potential win is not above the stake — and else it is placed through `POST /bets`
 * with meta.quick and a fresh request key, ending in SUCCESS with the placed bet or ERROR with the message.
 */
export async function placeQuickBet(
  store: QuickBetStore,
  selection: SlipSelection,
  deps: QuickPlaceDeps,
): Promise<QuickBetPlaceIntent> {
  if (store.getState().state === 'PROCESSING') return 'ignored';
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
  try {
    const answer = await deps.send(request);
    const placed = answer.bets[0];
    if (placed) {
      store.dispatch({ type: 'quickBetPlaceSucceeded', placedBet: placed });
      deps.onPlaced?.(answer.bets);
    } else
      store.dispatch({ type: 'quickBetPlaceFailed', message: MessageKeys.placeBetsDefault, details: {} });
  } catch (error) {
    const { failure, message, details } = await failureOf(error, state.bet);
    store.dispatch({ type: 'quickBetPlaceFailed', message, details });
    if (failure.kind === 'unauthorized') deps.requireSignIn();
  }
  return intent;
}
