import type { BetType, SlipBet, SlipSelection } from '@sportsbook/contract';
import type { SystemType } from '../system/system-types';

/** The currency a new bet is placed in. */
export interface BetCurrency {
  currency: string;
  subunits: number;
}

/** A fresh slip bet with a typed stake (0 until the player enters one) and no bonus. */
export function newSlipBet(
  betType: BetType,
  selections: SlipSelection[],
  currency: BetCurrency,
  stake = 0,
  systemType: SystemType | null = null,
): SlipBet {
  return {
    betType,
    stake,
    currency: currency.currency,
    subunits: currency.subunits,
    stakeSource: 'stake',
    selections,
    systemType,
    customOdds: null,
    bonus: null,
    availableBonuses: [],
    freebetStake: null,
    betId: null,
    status: null,
    isVip: false,
    jackpots: [],
  };
}

/** Whether a bet is a custom bet (bet builder), which keeps its type whatever its size. */
export function isCustomBet(bet: SlipBet): boolean {
  return bet.betType === 'custom_bet';
}

/** The selections of every non-custom bet, in slip order. */
export function regularSelections(bets: readonly SlipBet[]): SlipSelection[] {
  return bets.filter((bet) => !isCustomBet(bet)).flatMap((bet) => bet.selections);
}

/** The slip selection ids of every bet, in slip order (the ticket's selectedOutcomeIds). */
export function selectionIds(bets: readonly SlipBet[]): string[] {
  return bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
}

/**
 * How the regular bets stand: `single` for one or several singles, else the type of the one combo or system
 * bet; null when the slip has no regular bet.
 */
export function regularBetType(bets: readonly SlipBet[]): Exclude<BetType, 'custom_bet'> | null {
  const regular = bets.filter((bet) => !isCustomBet(bet));
  const first = regular[0];
  if (!first) return null;
  return first.betType === 'custom_bet' ? null : first.betType;
}
