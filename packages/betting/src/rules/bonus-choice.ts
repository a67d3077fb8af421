import type { SlipBet } from '@sportsbook/contract';
import type { FreebetVariant } from '../bonuses/freebet';
import { typedStake } from './slip-bet';

/** The bonus kinds a slip bet can carry (contract SlipBonusKind). */
export type SlipBonusKind = 'comboboost' | 'freebet' | 'hunting' | 'lootbox' | 'tournament';

/** A bonus offered for, or applied to, one slip bet; a freebet brings the stake it pays. */
export interface SlipBonus {
  id: number;
  type: SlipBonusKind;
  /** Extra odds (comboboost), multiplied into the potential win. */
  odds: number | null;
  /** The stake a freebet pays, in minor units. */
  freebetStake: number | null;
  /** A freebet's variant, which decides what a win pays (SPEC §3 Freebet variants). */
  freebetType?: FreebetVariant | null;
}

/** The order in which a bonus is chosen by default (SPEC §4 Bonus choice): hunting, tournament, comboboost. */
export const DEFAULT_BONUS_PREFERENCE: readonly SlipBonusKind[] = ['hunting', 'tournament', 'comboboost'];

/** The bonus a bet gets without the player choosing: the first offered kind in the default preference. */
export function defaultBonus(offered: readonly SlipBonus[]): SlipBonus | null {
  for (const kind of DEFAULT_BONUS_PREFERENCE) {
    const match = offered.find((bonus) => bonus.type === kind);
    if (match) return match;
  }
  return null;
}

/**
 * The freebets other bets of the slip hold: a freebet is used once, so the bet holding it keeps it and no other bet
 * of the same slip may take it (two bets with one freebet would be refused at placement, one of them after the
 * other had been placed).
 */
export function freebetsHeldElsewhere(bets: readonly SlipBet[], betIndex: number): ReadonlySet<number> {
  const held = new Set<number>();
  bets.forEach((bet, index) => {
    if (index !== betIndex && bet.bonus?.type === 'freebet') held.add(bet.bonus.id);
  });
  return held;
}

/** Whether a bonus is free for one bet of the slip (not a freebet another bet holds). */
export function isFreeForBet(bonus: { id: number; type: string }, held: ReadonlySet<number>): boolean {
  return bonus.type !== 'freebet' || !held.has(bonus.id);
}

/**
 * Applies a bonus choice to a bet (SPEC §4 Bonus choice): activating a freebet sets the stake to its freebet
 * stake; deactivating a freebet, or replacing it with another bonus, sets the stake to 0.
 */
export function applyBonus(bet: SlipBet, bonus: SlipBonus | null): SlipBet {
  const hadFreebet = bet.bonus?.type === 'freebet';
  const next: SlipBet = {
    ...bet,
    bonus:
      bonus === null
        ? null
        : bonus.type === 'freebet'
          ? { id: bonus.id, type: bonus.type, odds: bonus.odds, freebetType: bonus.freebetType ?? null }
          : { id: bonus.id, type: bonus.type, odds: bonus.odds },
  };
  if (bonus?.type === 'freebet') {
    const freebetStake = bonus.freebetStake ?? 0;
    return { ...next, stake: freebetStake, freebetStake, ...typedStake };
  }
  if (hadFreebet) return { ...next, stake: 0, freebetStake: null };
  return next;
}
