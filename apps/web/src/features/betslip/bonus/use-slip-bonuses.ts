'use client';

import type { BetBonusOffer, SlipBet } from '@sportsbook/contract';
import { freebetsHeldElsewhere } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bonusKeys, toSlipBonus, useBetBonusOffers, usableBonuses } from '@/features/bonuses';
import { useBetslipStores, useTicket } from '../store/betslip-context';

/** What a slip bet's bonus control needs: the offers, and what choosing one or an expiry does. */
export interface SlipBonuses {
  offers: readonly BetBonusOffer[];
  /** Freebets another bet of the slip holds (a freebet is used once). */
  heldElsewhere: ReadonlySet<number>;
  choose(offer: BetBonusOffer | null): void;
  /** A bonus ran out on the clock: drop it and ask the server again. */
  lapse(): void;
}

const NONE: readonly BetBonusOffer[] = [];

/**
 * Ties a slip bet to its bonus offers (SPEC §4 Bonus choice): each answer of `POST /bonuses` (asked again when
 * the bet's selections change) goes to the engine as `bonusesOffered`, which keeps or picks the default; the
 * player's choice goes as `bonusChosen`, which sets or clears a freebet's stake.
 */
export function useSlipBonuses(bet: SlipBet, betIndex: number): SlipBonuses {
  const { ticket } = useBetslipStores();
  const client = useQueryClient();
  const offers = useBetBonusOffers(bet);
  const { bets } = useTicket();
  useEffect(() => {
    if (offers)
      ticket.dispatch({ type: 'bonusesOffered', betIndex, bonuses: usableBonuses(offers, Date.now()) });
  }, [offers, betIndex, ticket]);
  return {
    offers: offers ?? NONE,
    heldElsewhere: freebetsHeldElsewhere(bets, betIndex),
    choose: (offer) =>
      ticket.dispatch({ type: 'bonusChosen', betIndex, bonus: offer ? toSlipBonus(offer) : null }),
    lapse: () => {
      if (bet.bonus) ticket.dispatch({ type: 'bonusChosen', betIndex, bonus: null });
      void client.invalidateQueries({ queryKey: bonusKeys.all });
    },
  };
}
