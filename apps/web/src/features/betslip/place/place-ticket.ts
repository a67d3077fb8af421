import { buildPlaceBetsRequest, checkAgain, newAttempt } from '@sportsbook/betting';
import type { Bet } from '@sportsbook/contract';
import type { TicketStore } from '../store/ticket-store';
import type { PendingPlacement } from './attempt-store';
import { sendAttempt } from './send-attempt';
import type { AttemptIo } from './send-attempt';

/** What placing needs from the app: who is there, how to ask them to sign in, ids, and the request. */
export interface PlaceDeps extends AttemptIo {
  isLoggedIn: boolean;
  requireSignIn(): void;
  deviceId(): string;
  /** A new idempotency key; made once per attempt (a resend keeps its attempt's key). */
  requestKey(): string;
  /** Called with the placed bets; `afterCheck` when a resend learned the outcome (the app re-reads the balance). */
  onPlaced?(bets: Bet[], afterCheck: boolean): void;
}

/**
 * Places the slip (SPEC §4 Ticket): the engine decides whether Place applies — a second press while the first
 * is in flight changes nothing and sends nothing; a visitor keeps the slip and is sent to sign in. The request
 * key belongs to the attempt: while an attempt's outcome is unknown (kept in session storage, even from before
 * a reload) a press resends it with its key and body instead of starting another.
 */
export async function placeTicket(ticket: TicketStore, deps: PlaceDeps): Promise<void> {
  await deps.attempts.restore();
  if (deps.attempts.get()) return checkPlacement(ticket, deps);
  const before = ticket.getState();
  ticket.dispatch({ type: 'placeRequested', isLoggedIn: deps.isLoggedIn });
  const after = ticket.getState();
  if (after === before) return;
  if (!deps.isLoggedIn) {
    deps.requireSignIn();
    return;
  }
  if (after.ticketState !== 'PROCESSING') return;
  const request = buildPlaceBetsRequest(after.processingBets, {
    deviceId: deps.deviceId(),
    requestKey: deps.requestKey(),
    quick: false,
    oddsAcceptMode: ticket.getContext().oddsAcceptMode,
  });
  await send(ticket, deps, { attempt: newAttempt(request), bets: after.processingBets });
}

/**
 * Learns the outcome of the pending placement by resending it (same key, same body; the server answers the
 * first placement's bets): on the player's press, after a reload, and on its own after each back-off. The
 * ticket stays PROCESSING, the slip locked, until a definite answer arrives. Nothing while one is in flight.
 */
export async function checkPlacement(ticket: TicketStore, deps: PlaceDeps): Promise<void> {
  await deps.attempts.restore();
  const pending = deps.attempts.get();
  if (!pending || pending.attempt.status === 'sending') return;
  ticket.dispatch({ type: 'placeResumed', processingBets: pending.bets });
  if (!deps.isLoggedIn) {
    deps.requireSignIn();
    return;
  }
  await send(ticket, deps, { ...pending, attempt: checkAgain(pending.attempt) });
}

/**
 * Brings back a placement the previous page left pending (a reload during PROCESSING): the ticket, restored
 * first, is PROCESSING again with the bets it sent; the check waits until the player is signed in.
 */
export async function resumePlacement(ticket: TicketStore, deps: PlaceDeps): Promise<void> {
  const pending = await deps.attempts.restore();
  if (!pending) return;
  ticket.dispatch({ type: 'placeResumed', processingBets: pending.bets });
  if (deps.isLoggedIn) await checkPlacement(ticket, deps);
}

function send(ticket: TicketStore, deps: PlaceDeps, sending: PendingPlacement): Promise<void> {
  return sendAttempt(deps, sending, {
    placed(bets, afterCheck) {
      ticket.dispatch({ type: 'placeSucceeded', placedBets: bets });
      deps.onPlaced?.(bets, afterCheck);
    },
    failed(failure) {
      ticket.dispatch({ type: 'placeFailed', failure });
      if (failure.kind === 'unauthorized') deps.requireSignIn();
    },
    check: () => checkPlacement(ticket, deps),
  });
}
