import { nextCheckDelay } from '@sportsbook/betting';
import type { PlaceAttempt, PlaceFailure } from '@sportsbook/betting';
import type { Bet, PlaceBetsRequest } from '@sportsbook/contract';
import { ApiRequestError } from '@/platform/api/api-client';
import type { AttemptStore, PendingPlacement } from './attempt-store';

/** The I/O of an attempt: where it is kept, how it is sent, how the back-off waits. */
export interface AttemptIo {
  attempts: AttemptStore;
  send(request: PlaceBetsRequest): Promise<{ bets: Bet[] }>;
  /** Waits before an automatic check (a timer in the app). */
  wait(ms: number): Promise<void>;
}

/** What the slip or the quick bet does with a definite outcome, and how it checks an unknown one. */
export interface AttemptEnds {
  placed(bets: Bet[], afterCheck: boolean): void;
  failed(failure: PlaceFailure): void;
  check(): Promise<void>;
}

/**
 * Sends a placement attempt (kept in the attempt store while it is out) and reads its answer: placed or a
 * definite refusal ends it; any other answer keeps it as unknown and schedules the next automatic check.
 */
export async function sendAttempt(
  io: AttemptIo,
  sending: PendingPlacement,
  ends: AttemptEnds,
): Promise<void> {
  const { attempt, bets } = sending;
  io.attempts.set(sending);
  try {
    const answer = await io.send(attempt.request);
    io.attempts.set(null);
    ends.placed(answer.bets, attempt.checks > 0);
  } catch (error) {
    // NOTE: loaded on failure only: reading the error's details takes the contract's schemas (zod), which
    // stay out of the first-load JavaScript.
    const { attemptAnswered, placeAnswerOf, placeFailureFrom } = await import('@sportsbook/betting');
    const failure =
      error instanceof ApiRequestError
        ? placeFailureFrom(error.status, error.body, bets)
        : placeFailureFrom(null, null, bets);
    const next = attemptAnswered(attempt, placeAnswerOf(failure));
    io.attempts.set(next && { attempt: next, bets });
    // NOTE: not awaited: the press is over once its answer is; the checks go on by themselves.
    if (next) void scheduleCheck(io, next, ends);
    // A 401 to a resend keeps the attempt (above); to a first send it means nothing was placed.
    else ends.failed(failure);
  }
}

async function scheduleCheck(io: AttemptIo, unknown: PlaceAttempt, ends: AttemptEnds): Promise<void> {
  const delay = nextCheckDelay(unknown);
  if (delay === null) return;
  await io.wait(delay);
  // A press or a resumed page sent it again meanwhile: that send schedules its own next check.
  if (io.attempts.get()?.attempt === unknown) await ends.check();
}
