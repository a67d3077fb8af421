import { ApiError } from '../http/api-error';
import { addLocalizedMessages } from '../http/messages';

addLocalizedMessages({
  en: {
    promo_code_unknown: 'This promo code does not exist.',
    promo_code_used: 'You have already redeemed this promo code.',
    promo_code_expired: 'This promo code has expired.',
    promo_code_not_available: 'This promo code is not available in your country.',
    promo_code_not_verified: 'Verify your account to redeem this promo code.',
    bonus_not_activatable: 'This bonus cannot be activated now.',
  },
  de: {
    promo_code_unknown: 'Diesen Promo-Code gibt es nicht.',
    promo_code_used: 'Sie haben diesen Promo-Code bereits eingelöst.',
    promo_code_expired: 'Dieser Promo-Code ist abgelaufen.',
    promo_code_not_available: 'Dieser Promo-Code ist in Ihrem Land nicht verfügbar.',
    promo_code_not_verified: 'Bestätigen Sie Ihr Konto, um diesen Promo-Code einzulösen.',
    bonus_not_activatable: 'Dieser Bonus kann jetzt nicht aktiviert werden.',
  },
});

/** The 4xx answers of promo codes (SPEC §7 `POST /bonuses/promo-code`): each failure has its own code. */
export const promoErrors = {
  unknown: (code: string) => new ApiError(404, 'promo_code_unknown', 'Unknown promo code', { code }),
  used: (code: string) => new ApiError(409, 'promo_code_used', 'Promo code already redeemed', { code }),
  expired: (code: string, validTo: string) =>
    new ApiError(410, 'promo_code_expired', 'Promo code expired', { code, valid_to: validTo }),
  foreign: (code: string) =>
    new ApiError(403, 'promo_code_not_available', 'Promo code not available in this country', { code }),
  unverified: (code: string) =>
    new ApiError(403, 'promo_code_not_verified', 'Promo code needs a verified account', { code }),
};

/** Bonus refusals outside promo codes. */
export const bonusErrorsFor = {
  notActivatable: (id: number, status: string) =>
    new ApiError(409, 'bonus_not_activatable', 'The bonus cannot be activated', { id, status }),
};

/** 404 for a bonus the player does not hold (someone else's answers the same: nothing is revealed). */
export function bonusNotFound(id: number): ApiError {
  return new ApiError(404, 'not_found', `No bonus with id ${id}`, { id });
}
