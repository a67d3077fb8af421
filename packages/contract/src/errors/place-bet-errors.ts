import { z } from 'zod';

/**
 * Numeric place-bet codes. 101, 118 and 120 are the spec's (§8); the others are ours, for the failures a
 * real book reports.
 */
export const PlaceBetCode = {
  INVALID_ODDS: 101,
  MARKET_SUSPENDED: 102,
  MATCH_NOT_BETTABLE: 103,
  STAKE_TOO_LOW: 104,
  STAKE_TOO_HIGH: 105,
  INSUFFICIENT_BALANCE: 106,
  NOT_COMBINABLE: 107,
  LIMIT_REACHED: 108,
  BRAZIL_MUNICIPALITY_NOT_FOUND: 118,
  INVALID_ODDS_CUSTOM_BET: 120,
  /** Ours: the bet's bonus is not the player's, is used or expired, or does not fit the bet (details.reason). */
  BONUS_NOT_APPLICABLE: 130,
} as const;

/** Message keys that mean the odds were wrong (SPEC §8): they set `isWrongOddsError`. */
export const WRONG_ODDS_MESSAGE_KEYS = [
  'error.risk_validation.odds_different_than_bookmaker',
  'error.risk_validation.odds_higher_than_bookmakers',
  'error.risk_validation.odds_to_low',
  'error.risk_validation.odds_higher_than_bookmakers_current_odds',
] as const;

/** Whether a place-bet failure is the wrong-odds condition of SPEC §8. */
export function isWrongOddsError(
  code: number | null | undefined,
  messageKey: string | null | undefined,
): boolean {
  return (
    code === PlaceBetCode.INVALID_ODDS ||
    (WRONG_ODDS_MESSAGE_KEYS as readonly string[]).includes(messageKey ?? '')
  );
}

/** The message key of a place-bet failure (SPEC §8): specific codes first, then the server's key, else default. */
export function placeBetMessageKey(code: number | null | undefined, messageKey?: string | null): string {
  if (code === PlaceBetCode.INVALID_ODDS) return 'error.place_bets.invalid_odds';
  if (code === PlaceBetCode.INVALID_ODDS_CUSTOM_BET) return 'error.place_bets.invalid_odds_custom_bet';
  if (code === PlaceBetCode.BRAZIL_MUNICIPALITY_NOT_FOUND) {
    return 'error.place_bets.brazil_municipality_not_found';
  }
  return messageKey ?? 'error.place_bets.default';
}

/**
 * `details` of a `place_bets_failed` error (SPEC §8): the numeric code, a message key, and per-bet messages
 * (`errors_by_bet`, by the bet's index in the request).
 */
export const PlaceBetsErrorDetails = z.object({
  code: z.number().int(),
  message_key: z.string(),
  errors_by_bet: z.array(
    z.object({
      bet_index: z.number().int().nonnegative(),
      code: z.number().int(),
      localized_message: z.string(),
    }),
  ),
  details: z.record(z.string(), z.unknown()),
});
export type PlaceBetsErrorDetails = z.infer<typeof PlaceBetsErrorDetails>;
