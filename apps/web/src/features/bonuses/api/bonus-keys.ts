import type { SlipBet } from '@sportsbook/contract';

/** Query keys of the bonus offers; a redeemed promo code or an issued bonus invalidates them all. */
export const bonusKeys = {
  all: ['bonuses'] as const,
  offers: (bet: Pick<SlipBet, 'betType' | 'currency' | 'selections'>) =>
    [
      'bonuses',
      'offers',
      bet.betType,
      bet.currency,
      bet.selections.map((selection) => selection.id),
      // Each-way or a reverse forecast changes what fits (no bonus on two lines): asked again when toggled.
      bet.selections.map((selection) => selection.raceBet?.kind ?? null),
    ] as const,
};
