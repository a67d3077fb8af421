import { buildPlaceBetsRequest } from '@sportsbook/betting';
import type { Bet, PlaceBetsRequest } from '@sportsbook/contract';
import { ApiRequestError } from '@/platform/api/api-client';
import type { TicketStore } from '../store/ticket-store';

/** What placing needs from the app: who is there, how to ask them to sign in, ids, and the request. */
export interface PlaceDeps {
  isLoggedIn: boolean;
  requireSignIn(): void;
  deviceId(): string;
  /** A fresh idempotency key; called once per placement attempt. */
  requestKey(): string;
  send(request: PlaceBetsRequest): Promise<{ bets: Bet[] }>;
  /** Called with the placed bets (the success view's analytics record). */
  onPlaced?(bets: Bet[]): void;
  /** A failure with no usable answer (network, 5xx without a body): the app shows the generic error. */
  onGenericError(): void;
}

/**
 * Places the slip (SPEC §4 Ticket): the engine decides whether Place applies — a second press while the first
 * is in flight changes nothing and sends nothing; a visitor keeps the slip and is sent to sign in. The request
 * key is made once per attempt, so a retried request never places twice.
 */
export async function placeTicket(ticket: TicketStore, deps: PlaceDeps): Promise<void> {
  const before = ticket.getState();
  ticket.dispatch({ type: 'placeRequested', isLoggedIn: deps.isLoggedIn });
  const after = ticket.getState();
  if (after === before) return;
  if (!deps.isLoggedIn) {
    deps.requireSignIn();
    return;
  }
  if (after.ticketState !== 'PROCESSING') return;
  const sent = after.processingBets;
  const request = buildPlaceBetsRequest(sent, {
    deviceId: deps.deviceId(),
    requestKey: deps.requestKey(),
    quick: false,
    oddsAcceptMode: ticket.getContext().oddsAcceptMode,
  });
  try {
    const answer = await deps.send(request);
    ticket.dispatch({ type: 'placeSucceeded', placedBets: answer.bets });
    deps.onPlaced?.(answer.bets);
  } catch (error) {
    // NOTE: loaded on failure only: reading the error's details takes the contract's schemas (zod), which
    // stay out of the first-load JavaScript.
    const { placeFailureFrom } = await import('@sportsbook/betting');
    const failure =
      error instanceof ApiRequestError
        ? placeFailureFrom(error.status, error.body, sent)
        : placeFailureFrom(null, null, sent);
    ticket.dispatch({ type: 'placeFailed', failure });
    if (failure.kind === 'unauthorized') deps.requireSignIn();
    if (failure.kind === 'generic') deps.onGenericError();
  }
}
