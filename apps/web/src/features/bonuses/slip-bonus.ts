import type { SlipBonus } from '@sportsbook/betting';
import type { BetBonusOffer } from '@sportsbook/contract';

/** Whether an offer can be applied to its bet now (the server's verdict, and not lapsed on this clock). */
export function isUsable(offer: BetBonusOffer, now: number): boolean {
  return offer.status !== 'not_available' && offer.reason === null && Date.parse(offer.validTo) > now;
}

/** An offer as the engine's bonus choice takes it. */
export function toSlipBonus(offer: BetBonusOffer): SlipBonus {
  return {
    id: offer.bonusId,
    type: offer.bonusType as SlipBonus['type'],
    odds: offer.bonusOdds,
    freebetStake: offer.freebetStake,
    freebetType: offer.freebetType,
  };
}

/** The offers a bet may take now, for the engine (SPEC §4 Bonus choice picks the default among them). */
export function usableBonuses(offers: readonly BetBonusOffer[], now: number): SlipBonus[] {
  return offers.filter((offer) => isUsable(offer, now)).map(toSlipBonus);
}
