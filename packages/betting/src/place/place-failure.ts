import type { SlipBet, TicketError } from '@sportsbook/contract';
import type { PlaceAnswer } from './place-attempt';
import {
  ApiErrorBody,
  MessageKeys,
  PlaceBetsErrorDetails,
  isWrongOddsError,
  placeBetMessageKey,
} from '@sportsbook/contract';

/**
 * How a place request failed (SPEC §4 Ticket): `rejected` — the server refused with a code other than
 * unauthorized, and the ticket shows ERROR with the details; `unauthorized` — the ticket resets to INITIAL and
 * the app asks for sign-in; `unknown` — no definite answer (network, timeout, a 5xx, no readable body, the key
 * still being placed): the server may have placed the bets, so the ticket stays PROCESSING while the app
 * resends the same request (place-attempt.ts).
 */
export type PlaceFailure =
  { kind: 'rejected'; error: TicketError } | { kind: 'unauthorized' } | { kind: 'unknown' };

/**
 * Maps a failed `POST /bets` answer (status null: none arrived) to a ticket failure (SPEC §8 place-bet errors): the message key from the
 * code (101 invalid odds, 120 invalid custom odds, else the server's key, else the default), the wrong-odds
 * flag, per-bet messages from `errors_by_bet` keyed by the id of each bet's first selection, and the details.
 * `sentBets` are the bets in request order (the ticket's processingBets).
 */
export function placeFailureFrom(
  status: number | null,
  body: unknown,
  sentBets: readonly SlipBet[],
): PlaceFailure {
  if (status === 401) return { kind: 'unauthorized' };
  // NOTE: a 409 is the server still placing this key (or holding other bets under it): not a refusal of ours.
  if (status === null || status >= 500 || status === 409) return { kind: 'unknown' };
  const parsed = ApiErrorBody.safeParse(body);
  if (!parsed.success) return { kind: 'unknown' };
  if (parsed.data.code === 'unauthorized') return { kind: 'unauthorized' };
  const details = PlaceBetsErrorDetails.safeParse(parsed.data.details);
  if (!details.success) {
    return {
      kind: 'rejected',
      error: {
        messagesByBet: {},
        message: MessageKeys.placeBetsDefault,
        payload: parsed.data.details,
        isWrongOddsError: false,
        code: null,
      },
    };
  }
  const { code, message_key: messageKey, errors_by_bet: errorsByBet } = details.data;
  const messagesByBet: Record<string, string> = {};
  for (const betError of errorsByBet) {
    const firstSelection = sentBets[betError.bet_index]?.selections[0];
    if (firstSelection) messagesByBet[firstSelection.id] = betError.localized_message;
  }
  return {
    kind: 'rejected',
    error: {
      messagesByBet,
      message: placeBetMessageKey(code, messageKey),
      payload: details.data.details,
      isWrongOddsError: isWrongOddsError(code, messageKey),
      code,
    },
  };
}

/** What a failure says of the attempt's outcome (place-attempt.ts `attemptAnswered`). */
export function placeAnswerOf(failure: PlaceFailure): PlaceAnswer {
  if (failure.kind === 'rejected') return 'refused';
  return failure.kind === 'unauthorized' ? 'unauthorized' : 'lost';
}
