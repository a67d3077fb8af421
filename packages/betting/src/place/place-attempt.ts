import type { PlaceBetsRequest } from '@sportsbook/contract';

/**
 * One placement attempt: the exact `POST /bets` body, its request_key included. The key belongs to the
 * attempt, not to the press: while the answer is unknown (lost on the network, a timeout, a 5xx, a reload
 * during PROCESSING) the same body is resent with the same key, and the server answers the first placement's
 * bets instead of placing again. `sending` while a request is in flight; `unknown` once one came back without
 * a definite answer. `checks` counts the resends.
 */
export interface PlaceAttempt {
  request: PlaceBetsRequest;
  status: 'sending' | 'unknown';
  checks: number;
}

/**
 * How an answer ends an attempt: `placed` (the bets), `refused` (a 4xx with an error body: the server read
 * this key and did not place it), `unauthorized` (401: the server never read the request) or `lost` (no
 * answer, a timeout, a 5xx, a body that cannot be read, a key still being placed).
 */
export type PlaceAnswer = 'placed' | 'refused' | 'unauthorized' | 'lost';

/** The pauses before the automatic checks of an unknown outcome, in ms; later checks wait for the player. */
export const CHECK_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];

/**
 * A new attempt for the slip's request under a new key made by the caller. The app starts one only when no
 * attempt is pending: while one is, the slip is locked (the ticket stays PROCESSING) and a press resends it.
 */
export function newAttempt(request: PlaceBetsRequest): PlaceAttempt {
  return { request, status: 'sending', checks: 0 };
}

/** The pending attempt sent again to learn its outcome: the same body and key, one more check. */
export function checkAgain(pending: PlaceAttempt): PlaceAttempt {
  return { ...pending, status: 'sending', checks: pending.checks + 1 };
}

/**
 * The attempt after an answer: gone (null) once the outcome is definite — placed, refused, or a first send
 * the server refused to read (401) — so the next press makes a new key; kept as `unknown` otherwise. A 401 to
 * a resend says nothing of the first send, which may have placed the bets: the attempt is kept.
 */
export function attemptAnswered(attempt: PlaceAttempt, answer: PlaceAnswer): PlaceAttempt | null {
  if (answer === 'placed' || answer === 'refused') return null;
  if (answer === 'unauthorized' && attempt.checks === 0) return null;
  return { ...attempt, status: 'unknown' };
}

/** An attempt read back after a reload: whatever it was doing, its outcome is now unknown. */
export function attemptRestored(attempt: PlaceAttempt): PlaceAttempt {
  return { ...attempt, status: 'unknown' };
}

/** How long to wait before the next automatic check of an unknown attempt; null when the player decides. */
export function nextCheckDelay(attempt: PlaceAttempt): number | null {
  if (attempt.status !== 'unknown') return null;
  return CHECK_DELAYS_MS[attempt.checks] ?? null;
}
