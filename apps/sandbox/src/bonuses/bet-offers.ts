import { comboboostFit, freebetFit, totalOdds } from '@sportsbook/betting';
import type { BonusLeg, BonusUnfitReason, UnfitLeg } from '@sportsbook/betting';
import type { BetBonusOffer, BetType, PlaceBetSelection } from '@sportsbook/contract';
import type { z } from 'zod';
import { engineSelection, toEngineBet } from '../sportsbook/bets/engine-bet';
import { bonusName, comboboostTerms, freebetTerms } from './bonus-views';
import type { IssuedBonusRow } from './issued-bonus-store';

type Offer = z.input<typeof BetBonusOffer>;

/** A bet on the slip or placed, as the bonus rules need it. */
export interface BonusBet {
  type: BetType;
  legs: readonly BonusLeg[];
  currency: string;
  /** Each-way or a reverse forecast (a selection carrying `race_bet`): no bonus applies (decision 0015). */
  twoLine: boolean;
}

/** Whether a bet's selections make it a two-line race bet (each-way, reverse forecast). */
export function isTwoLine(selections: readonly PlaceBetSelection[]): boolean {
  return selections.some((selection) => selection.race_bet !== undefined);
}

/** How a bonus fits a bet: the rules' verdict plus, for a comboboost, the range and its odds. */
export interface BonusFit {
  reason: BonusUnfitReason | null;
  suitable: string[];
  unfit: UnfitLeg[];
  rangeIndex: number | null;
  bonusOdds: number | null;
}

/** The bet's total odds at the book's odds (a combo's product), as the freebet bounds read them. */
function betOdds(bet: BonusBet): number {
  const selections = bet.legs.map((leg, index) => engineSelection(leg.odds, index, leg.matchId));
  const type = bet.type === 'system' || bet.type === 'custom_bet' ? 'combo' : bet.type;
  return totalOdds(
    toEngineBet({
      type,
      stake: 0,
      currency: bet.currency,
      subunits: 0,
      odds: selections.map((selection) => selection.odds),
      systemType: null,
      customOdds: null,
      bonusOdds: null,
    }),
  );
}

/** Whether an issued bonus fits a bet, and why not (the engine's comboboost and freebet rules). */
export function bonusFit(row: IssuedBonusRow, bet: BonusBet): BonusFit {
  if (bet.twoLine) {
    const unfit = bet.legs.map((leg) => ({ key: leg.key, reason: 'two_line_bet' as const }));
    return { reason: 'two_line_bet', suitable: [], unfit, rangeIndex: null, bonusOdds: null };
  }
  if (row.kind === 'comboboost') {
    const fit = comboboostFit(comboboostTerms(row), bet.legs, bet.type === 'combo');
    return { ...fit, reason: fit.betReason };
  }
  const fit = freebetFit(
    freebetTerms(row),
    bet.legs,
    betOdds(bet),
    bet.type === 'single' || bet.type === 'combo',
  );
  // NOTE: a freebet is issued in one currency and pays in it: a bet in another currency cannot use it.
  const reason = fit.betReason ?? (row.currency === bet.currency ? null : 'currency_not_allowed');
  return { ...fit, reason, rangeIndex: null, bonusOdds: null };
}

/** The slip's offer of one issued bonus for a bet (SPEC §3 Bonus fields, plus our reasons). */
export function offerOf(row: IssuedBonusRow, bet: BonusBet, locale: string | undefined): Offer {
  const fit = bonusFit(row, bet);
  const status = fit.reason === null ? row.status : 'not_available';
  return {
    bonusId: row.id,
    bonusType: row.kind as Offer['bonusType'],
    status: status as Offer['status'],
    userBonusStatus: row.status as Offer['status'],
    freebetStake: row.kind === 'freebet' ? row.amount : null,
    activeRangeIndex: fit.rangeIndex,
    suitableSelections: fit.suitable,
    points: null,
    availablePoints: null,
    potentialPoints: null,
    potentialFreebetAmount: null,
    bonusOdds: fit.bonusOdds,
    name: bonusName(row, locale),
    validTo: row.validTo.toISOString(),
    freebetType: row.kind === 'freebet' ? freebetTerms(row).type : null,
    reason: fit.reason,
    unsuitableSelections: fit.unfit.map((leg) => ({ selection: leg.key, reason: leg.reason })),
  };
}

/** The type a bet of these selections has when the request names none: a combo from two selections. */
export function betTypeOf(selections: readonly PlaceBetSelection[], named?: BetType): BetType {
  return named ?? (selections.length > 1 ? 'combo' : 'single');
}
