import type { BetBonusOffer } from '@sportsbook/contract';
import type { useTranslations } from 'next-intl';
import { numberFormat } from '@/platform/i18n/number-format';

type T = ReturnType<typeof useTranslations<'bonuses'>>;

/** A multiplier as the player reads it in their language: 1.05 → "1.05" (de "1,05"). */
export function multiplier(odds: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(odds);
}

/** The short name of what an offer gives: "Boost ×1.05" or "Freebet €5.00". */
export function offerValue(
  offer: BetBonusOffer,
  t: T,
  money: (minor: number) => string,
  locale: string,
): string {
  if (offer.bonusType === 'freebet') return t('freebetValue', { amount: money(offer.freebetStake ?? 0) });
  if (offer.bonusOdds !== null) return t('boostValue', { odds: multiplier(offer.bonusOdds, locale) });
  return t('boostNoRange');
}
