import { freebetPayout, potentialWin } from '@sportsbook/betting';
import type { SlipBonus } from '@sportsbook/betting';
import type { BetBonusOffer, SlipBet } from '@sportsbook/contract';

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
  };
}

/** The offers a bet may take now, for the engine (SPEC §4 Bonus choice picks the default among them). */
export function usableBonuses(offers: readonly BetBonusOffer[], now: number): SlipBonus[] {
  return offers.filter((offer) => isUsable(offer, now)).map(toSlipBonus);
}

/** The offer a bet has chosen, if it is among the offers. */
export function chosenOffer(bet: SlipBet, offers: readonly BetBonusOffer[]): BetBonusOffer | undefined {
  return offers.find((offer) => offer.bonusId === bet.bonus?.id && offer.bonusType === bet.bonus?.type);
}

/**
 * What a bet pays if it wins, in minor units: the engine's potential win (a comboboost's odds included), or for
 * a freebet its variant's share of it (only_win and no_risk pay the winnings without the stake).
 */
export function bonusPotentialWin(bet: SlipBet, offers: readonly BetBonusOffer[]): number {
  const win = potentialWin(bet);
  const freebet = bet.bonus?.type === 'freebet' ? chosenOffer(bet, offers) : undefined;
  if (!freebet?.freebetType || win === 0) return win;
  return freebetPayout(freebet.freebetType, bet.stake, win, false).credit;
}
