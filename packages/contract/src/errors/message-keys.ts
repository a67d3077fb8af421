/** Message keys of SPEC §8; the web app's catalogues hold their texts. */
export const MessageKeys = {
  globalErrorTitle: 'global-error.default.title',
  globalErrorDescription: 'global-error.default.description',
  connectionTitle: 'error.connection.title',
  connectionDescription: 'error.connection.description',
  quickDepositSuccess: 'quick-deposit.notification.success',
  quickDepositFailedTitle: 'quick-deposit.notification.failed.title',
  quickDepositFailedDescription: 'quick-deposit.notification.failed.description',
  quickDepositPending: 'quick-deposit.notification.pending',
  shareBetNotFound: 'share-bet.not-found-modal.link-not-found',
  shareBetEmpty: 'link-try-another-bet',
  restoreFailure: 'link-try-later',
  quickBetPotentialWin: 'error.potential_win.equal_or_less',
  pageError: 'page.error.description',
  placeBetsInvalidOdds: 'error.place_bets.invalid_odds',
  placeBetsInvalidOddsCustomBet: 'error.place_bets.invalid_odds_custom_bet',
  placeBetsDefault: 'error.place_bets.default',
} as const;

/** Error names that are never reported to the error tracker (SPEC §8). */
export const UNREPORTED_ERROR_NAMES = ['User is out of limit'] as const;

/** HTTP statuses the client knows by name (SPEC §8). */
export const HttpStatus = {
  ok: 200,
  movedPermanently: 301,
  found: 302,
  temporaryRedirect: 307,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  gone: 410,
  internalServerError: 500,
} as const;
