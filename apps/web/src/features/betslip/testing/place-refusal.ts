import { ApiRequestError } from '@/platform/api/api-client';

/**
 * The sportsbook's answer to a placement whose odds moved (code 101, INVALID_ODDS), as the api client throws
 * it: the slip and quick bet both read its message key and the first bet's own words.
 */
export function invalidOddsRefusal(betMessage: string): ApiRequestError {
  const body = {
    code: 'place_bets_failed',
    message: 'Odds changed',
    localized_message: 'Odds changed',
    details: {
      code: 101,
      message_key: 'error.place_bets.invalid_odds',
      errors_by_bet: [{ bet_index: 0, code: 101, localized_message: betMessage }],
      details: {},
    },
  };
  return new ApiRequestError(422, body, 'http://sportsbook.test/api/v3/bets');
}
