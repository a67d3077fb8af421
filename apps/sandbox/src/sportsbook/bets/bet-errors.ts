import { PlaceBetCode } from '@sportsbook/contract';
import type { PlaceBetsErrorDetails } from '@sportsbook/contract';
import { ApiError } from '../../http/api-error';
import { addLocalizedMessages } from '../../http/messages';

/** Why one bet of a request was refused: a §8 place-bet code, its message key and context. */
export interface BetRefusal {
  code: number;
  messageKey: string;
  details: Record<string, unknown>;
}

const keys: Record<number, string> = {
  [PlaceBetCode.INVALID_ODDS]: 'error.risk_validation.odds_different_than_bookmaker',
  [PlaceBetCode.INVALID_ODDS_CUSTOM_BET]: 'error.place_bets.invalid_odds_custom_bet',
  [PlaceBetCode.MARKET_SUSPENDED]: 'error.place_bets.market_suspended',
  [PlaceBetCode.MATCH_NOT_BETTABLE]: 'error.place_bets.match_not_bettable',
  [PlaceBetCode.STAKE_TOO_LOW]: 'error.place_bets.stake_too_low',
  [PlaceBetCode.STAKE_TOO_HIGH]: 'error.place_bets.stake_too_high',
  [PlaceBetCode.INSUFFICIENT_BALANCE]: 'error.place_bets.insufficient_balance',
  [PlaceBetCode.NOT_COMBINABLE]: 'error.place_bets.not_combinable',
  [PlaceBetCode.BONUS_NOT_APPLICABLE]: 'error.place_bets.bonus_not_applicable',
};

const texts: Record<string, Record<number, string>> = {
  en: {
    [PlaceBetCode.INVALID_ODDS]: 'The odds have changed.',
    [PlaceBetCode.INVALID_ODDS_CUSTOM_BET]: 'The odds of this custom bet have changed.',
    [PlaceBetCode.MARKET_SUSPENDED]: 'This market is suspended or the outcome is no longer offered.',
    [PlaceBetCode.MATCH_NOT_BETTABLE]: 'This event no longer takes bets.',
    [PlaceBetCode.STAKE_TOO_LOW]: 'The stake is below the minimum.',
    [PlaceBetCode.STAKE_TOO_HIGH]: 'The stake is above the maximum.',
    [PlaceBetCode.INSUFFICIENT_BALANCE]: 'Your balance is too low for this stake.',
    [PlaceBetCode.NOT_COMBINABLE]: 'These selections cannot be combined.',
    [PlaceBetCode.LIMIT_REACHED]: 'This bet would take you over one of your responsible-gambling limits.',
    [PlaceBetCode.BONUS_NOT_APPLICABLE]: 'This bonus cannot be used on this bet.',
  },
  de: {
    [PlaceBetCode.INVALID_ODDS]: 'Die Quoten haben sich geändert.',
    [PlaceBetCode.INVALID_ODDS_CUSTOM_BET]: 'Die Quote dieser Custom-Wette hat sich geändert.',
    [PlaceBetCode.MARKET_SUSPENDED]: 'Dieser Markt ist gesperrt oder der Tipp wird nicht mehr angeboten.',
    [PlaceBetCode.MATCH_NOT_BETTABLE]: 'Auf dieses Ereignis kann nicht mehr gewettet werden.',
    [PlaceBetCode.STAKE_TOO_LOW]: 'Der Einsatz liegt unter dem Minimum.',
    [PlaceBetCode.STAKE_TOO_HIGH]: 'Der Einsatz liegt über dem Maximum.',
    [PlaceBetCode.INSUFFICIENT_BALANCE]: 'Ihr Guthaben reicht für diesen Einsatz nicht.',
    [PlaceBetCode.NOT_COMBINABLE]: 'Diese Tipps können nicht kombiniert werden.',
    [PlaceBetCode.LIMIT_REACHED]: 'Mit dieser Wette würden Sie eines Ihrer Limits überschreiten.',
    [PlaceBetCode.BONUS_NOT_APPLICABLE]: 'Dieser Bonus kann für diese Wette nicht verwendet werden.',
  },
};

addLocalizedMessages({
  en: { place_bets_failed: 'Your bets could not be placed.' },
  de: { place_bets_failed: 'Ihre Wetten konnten nicht platziert werden.' },
});

/** A refusal with its code's message key. */
export function refusal(code: number, details: Record<string, unknown> = {}): BetRefusal {
  return { code, messageKey: keys[code] ?? 'error.place_bets.default', details };
}

function text(code: number, acceptLanguage: string | undefined): string {
  const language = (acceptLanguage ?? '').slice(0, 2).toLowerCase();
  return texts[language]?.[code] ?? texts.en![code] ?? 'The bet was refused.';
}

/**
 * The 422 `place_bets_failed` answer of SPEC §8: the first refusal's code and key, every refused bet in
 * `errors_by_bet` (by its index in the request) and each bet's context under `details.bets`.
 */
export function placeBetsFailed(
  refusals: ReadonlyMap<number, BetRefusal>,
  acceptLanguage: string | undefined,
): ApiError {
  const entries = [...refusals.entries()].sort(([a], [b]) => a - b);
  const [, first] = entries[0]!;
  const details: PlaceBetsErrorDetails = {
    code: first.code,
    message_key: first.messageKey,
    errors_by_bet: entries.map(([index, entry]) => ({
      bet_index: index,
      code: entry.code,
      localized_message: text(entry.code, acceptLanguage),
    })),
    details: { bets: entries.map(([index, entry]) => ({ bet_index: index, ...entry.details })) },
  };
  return new ApiError(422, 'place_bets_failed', 'The bets were refused', details);
}
