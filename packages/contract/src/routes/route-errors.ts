import type { OperationId } from '../routes';

/** A refusal an operation answers with the error body: its HTTP status, `code`, and when it happens. */
export interface RouteError {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 423 | 429;
  code: string;
  when: string;
}

const noPlatformSession: RouteError = {
  status: 401,
  code: 'unauthorized',
  when: 'no valid platform session cookie',
};
const invalidMailToken: RouteError = {
  status: 400,
  code: 'invalid_token',
  when: 'the mailed token is unknown, used or expired',
};
const commonPassword: RouteError = {
  status: 400,
  code: 'common_password',
  when: 'the password is on the list of common passwords',
};
const unsupportedCurrency: RouteError = {
  status: 400,
  code: 'unsupported_currency',
  when: 'the currency is not offered',
};
const rateLimited: RouteError = {
  status: 429,
  code: 'too_many_requests',
  when: 'past the per-client or the global limit of the sign-in and mail routes; `Retry-After` says when to retry',
};
const placeBetsFailed: RouteError = {
  status: 422,
  code: 'place_bets_failed',
  when: 'a bet breaks a betting rule; `details` is `PlaceBetsErrorDetails`',
};

function notFound(what: string): RouteError {
  return { status: 404, code: 'not_found', when: `no ${what} with that id` };
}

/**
 * The domain refusals of each operation, beyond the ones every route of its kind answers (400
 * `validation_failed` for a request its schemas refuse, 401 for a missing or bad bearer on bearer routes, 403
 * `forbidden` for a platform call without the `app: sportsbook` header or from a foreign origin). Read from the
 * sandbox's handlers; keep them together when a handler learns a new refusal.
 */
export const routeErrors: Partial<Record<OperationId, readonly RouteError[]>> = {
  'platform.signUp': [
    unsupportedCurrency,
    commonPassword,
    { status: 409, code: 'email_taken', when: 'an account with this address exists' },
    rateLimited,
  ],
  'platform.signIn': [
    { status: 401, code: 'invalid_credentials', when: 'the address or the password is wrong' },
    { status: 403, code: 'unconfirmed', when: 'the address is not confirmed yet' },
    { status: 423, code: 'account_locked', when: 'too many wrong passwords locked the account for a while' },
    {
      status: 403,
      code: 'self_excluded',
      when: 'a self-exclusion or time-out is running; `details.until` says when it ends (null: indefinitely)',
    },
    rateLimited,
  ],
  'platform.resendConfirmation': [rateLimited],
  'platform.resendUnlock': [rateLimited],
  'platform.requestPasswordReset': [rateLimited],
  'platform.confirmEmail': [invalidMailToken],
  'platform.unlock': [invalidMailToken],
  'platform.editPassword': [invalidMailToken, commonPassword, rateLimited],
  'platform.createSportsbookSession': [
    { status: 403, code: 'session_error', when: 'no platform session to issue a sportsbook session for' },
  ],
  'platform.continueSportsbookSession': [
    { status: 403, code: 'session_error', when: 'no platform session to issue a sportsbook session for' },
    {
      status: 403,
      code: 'session_limit_reached',
      when: 'the session limit is reached and the jurisdiction does not let the player continue',
    },
  ],
  'platform.getPlayer': [noPlatformSession],
  'platform.getAccounts': [noPlatformSession],
  'platform.createAccount': [noPlatformSession, unsupportedCurrency],
  'platform.updateLocale': [
    noPlatformSession,
    { status: 400, code: 'unsupported_locale', when: 'the site does not offer the locale' },
  ],
  'platform.getPhone': [noPlatformSession],
  'platform.updatePhone': [
    noPlatformSession,
    {
      status: 429,
      code: 'too_many_requests',
      when: 'a code was sent moments ago, or the day’s codes are used up',
    },
  ],
  'platform.verifyPhone': [
    noPlatformSession,
    { status: 400, code: 'invalid_code', when: 'the code is wrong or expired' },
  ],
  'platform.getCompPoints': [noPlatformSession],
  'platform.getStatusGroups': [noPlatformSession],
  'platform.trackActivity': [noPlatformSession],
  'platform.getUserLimits': [noPlatformSession],
  'platform.setUserLimit': [
    noPlatformSession,
    {
      status: 400,
      code: 'limit_not_offered',
      when: "the jurisdiction's policy does not offer the limit type",
    },
    {
      status: 400,
      code: 'invalid_limit',
      when: 'the period or value does not fit the type, or an exclusion is shorter or longer than the policy allows, or would be removed',
    },
    rateLimited,
  ],
  'platform.getSessionLimits': [
    noPlatformSession,
    {
      status: 400,
      code: 'no_session_limits',
      when: 'the player has no reality check or session limit and the jurisdiction asks for no session timer: stop polling',
    },
  ],
  'platform.launchVirtualWallet': [
    noPlatformSession,
    { status: 404, code: 'not_found', when: 'no virtual wallet provider of that name' },
  ],
  'platform.getDepositOptions': [noPlatformSession, unsupportedCurrency],
  'platform.saveDepositDetails': [noPlatformSession],
  'platform.createDeposit': [
    noPlatformSession,
    unsupportedCurrency,
    { status: 404, code: 'not_found', when: 'no such payment method, or no open account in the currency' },
    { status: 409, code: 'conflict', when: 'the idempotency key was used for another deposit' },
    {
      status: 422,
      code: 'deposit_fields_missing',
      when: 'details the site asks for are missing (`details.fields`)',
    },
    { status: 422, code: 'invalid_amount', when: 'the amount is under the minimum or over the maximum' },
    { status: 403, code: 'deposit_not_allowed', when: "the player's country may not deposit on this site" },
    {
      status: 422,
      code: 'deposit_limit_exceeded',
      when: "the amount is over the player's lowest deposit limit (`details.remaining`)",
    },
    { status: 403, code: 'self_excluded', when: 'during a self-exclusion, time-out or cooling-off' },
  ],
  'platform.getDeposit': [
    noPlatformSession,
    { status: 404, code: 'not_found', when: 'no such deposit of the player' },
  ],
  'platform.getTransactions': [noPlatformSession],
  'sportsbook.updateSettings': [
    {
      status: 422,
      code: 'invalid_quick_stakes',
      when: "quick stakes more than the site's count, repeated, or outside the stake limits (`details.problems`)",
    },
  ],
  'sportsbook.getMatches': [
    { status: 401, code: 'unauthorized', when: '`favourite=1` without a signed-in player' },
  ],
  'sportsbook.getMatch': [notFound('match')],
  'sportsbook.getMatchMarkets': [notFound('match')],
  'sportsbook.getMatchStatistics': [notFound('match')],
  'sportsbook.getMatchVideo': [{ status: 404, code: 'not_found', when: 'no such match, or it has no video' }],
  'sportsbook.getMatchStreams': [
    { status: 404, code: 'not_found', when: 'no such match, or it has no video' },
  ],
  'sportsbook.getOutright': [notFound('outright')],
  'sportsbook.getCategory': [notFound('category')],
  'sportsbook.getTournament': [notFound('tournament')],
  'sportsbook.getBonusDetails': [notFound('bonus of this kind that the player holds')],
  'sportsbook.getBonusTerms': [
    { status: 404, code: 'not_found', when: 'the kind has no terms yet (huntings, lootboxes, tournaments)' },
  ],
  'sportsbook.activateBonus': [
    notFound('bonus that the player holds'),
    { status: 409, code: 'bonus_not_activatable', when: 'the bonus is used, expired or deactivated' },
  ],
  'sportsbook.boostBonus': [
    notFound('lootbox that the player holds'),
    { status: 409, code: 'lootbox_opened', when: 'the lootbox was opened already or has expired' },
    { status: 409, code: 'freebet_not_boostable', when: 'the freebet is not one of freebets_to_boost' },
  ],
  'sportsbook.getTournamentRating': [notFound('tournament')],
  'sportsbook.redeemPromoCode': [
    { status: 404, code: 'promo_code_unknown', when: 'no campaign has this code' },
    { status: 409, code: 'promo_code_used', when: 'the player has already redeemed this code' },
    { status: 410, code: 'promo_code_expired', when: 'the code is past its valid_to' },
    {
      status: 403,
      code: 'promo_code_not_available',
      when: "the code is not offered in the player's country",
    },
    { status: 403, code: 'promo_code_not_verified', when: 'the campaign is for verified players only' },
  ],
  'sportsbook.addFavourite': [notFound('match or tournament')],
  'sportsbook.removeFavourite': [notFound('match or tournament')],
  'bets.placeBets': [
    placeBetsFailed,
    {
      status: 409,
      code: 'conflict',
      when: 'the request key was used for other bets, or the same request is being placed',
    },
  ],
  'bets.cashout': [
    notFound('bet of the player'),
    {
      status: 409,
      code: 'conflict',
      when: 'the offer moved or was withdrawn, or the bet is settled; `details.to_cashout` is the current offer',
    },
  ],
  'bets.getMaxStake': [placeBetsFailed],
  'bets.getCustomOdds': [notFound('match')],
  'bets.getCustomMarkets': [notFound('match')],
  'bets.getSharedBets': [{ status: 404, code: 'not_found', when: 'no bets are shared under the code' }],
  'frontend.getSite': [{ status: 404, code: 'not_found', when: 'no site of that name' }],
  'frontend.getMatchTracker': [notFound('match')],
};
