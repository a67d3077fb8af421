import type { BetType, SlipBet, SlipSelection } from '@sportsbook/contract';
import type { SystemType } from '../system/system-types';

/** The currency a new bet is placed in. */
export interface BetCurrency {
  currency: string;
  subunits: number;
}

/** The stake fields of a stake set as an amount (typed, or a freebet's): no wanted win decides it. */
export const typedStake = { stakeSource: 'stake', wantedWin: null } as const satisfies Pick<
  SlipBet,
  'stakeSource' | 'wantedWin'
>;

/**
 * The stake fields of a bet whose selections or type change while its stake is kept (SPEC §4 Bet type rules):
 * a wanted win was the old bet's, so a stake based on it becomes a typed stake; other sources stay.
 */
export function keptStake(bet: SlipBet): Pick<SlipBet, 'stakeSource' | 'wantedWin'> {
  return bet.stakeSource === 'potential_win'
    ? typedStake
    : { stakeSource: bet.stakeSource, wantedWin: bet.wantedWin };
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
    ...typedStake,
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
