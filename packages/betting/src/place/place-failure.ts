import type { SlipBet, TicketError } from '@sportsbook/contract';
import {
  ApiErrorBody,
  MessageKeys,
  PlaceBetsErrorDetails,
  isWrongOddsError,
  placeBetMessageKey,
} from '@sportsbook/contract';

/**
 * How a place request failed (SPEC §4 Ticket): `rejected` — the server refused with a code other than
 * unauthorized, and the ticket shows ERROR with the details; `unauthorized` or `generic` (network, no body) —
 * the ticket resets to INITIAL and the app raises the generic error or sign-in.
 */
export type PlaceFailure =
  { kind: 'rejected'; error: TicketError } | { kind: 'unauthorized' } | { kind: 'generic' };

/**
 * Maps a failed `POST /bets` answer to a ticket failure (SPEC §8 place-bet errors): the message key from the
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
  const parsed = ApiErrorBody.safeParse(body);
  if (status === null || !parsed.success) return { kind: 'generic' };
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
