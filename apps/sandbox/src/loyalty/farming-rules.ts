import type { Bet } from '@sportsbook/contract';

/** What a bet must meet to farm: odds of every selection, a smallest stake, and a currency when one is named. */
export interface FarmingRule {
  minOdds: number;
  /** In minor units of the bet's currency. */
  minStake: number;
  currency?: string;
  /** The player's entry: bets placed before joining (or outside the window) do not farm. */
  from: Date;
  to: Date;
}

/** States of a bet that was never taken (nothing was staked, so nothing is farmed). */
const NOT_TAKEN = new Set<Bet['status']>(['rejected', 'cancelled']);

/**
 * Whether a bet farms (decision 0020): placed with real money (a bet on a bonus farms nothing, the stake was
 * the house's), taken, inside the entry's window, every selection at `minOdds` or more, stake at `minStake`.
 */
export function farms(bet: Bet, rule: FarmingRule): boolean {
  if (bet.bonus !== null || NOT_TAKEN.has(bet.status)) return false;
  if (rule.currency !== undefined && bet.stake.currency !== rule.currency) return false;
  const placed = new Date(bet.created_at).getTime();
  if (placed < rule.from.getTime() || placed >= rule.to.getTime()) return false;
  if (bet.stake.value < rule.minStake) return false;
  return bet.selections.every((selection) => selection.odds >= rule.minOdds);
}

/**
 * The keys a bet farms under, each at most once per player and programme: the bet itself, or under
 * farm_once_per_event every event it covers (a bet whose event already farmed farms nothing).
 */
export function farmKeys(bet: Bet, oncePerEvent: boolean): string[] {
  if (!oncePerEvent) return [`bet:${bet.id}`];
  return [...new Set(bet.selections.map((selection) => `event:${selection.match.id}`))];
}

/** How many freebets `points` have earned at `target` points each (conversions so far included). */
export function conversionsEarned(points: number, target: number): number {
  return Math.floor(points / target);
}

/** The pool's share of a stake, in basis points, rounded down (the pool never grows by more than the rule). */
export function poolShare(stake: number, basisPoints: number): number {
  return Math.floor((stake * basisPoints) / 10_000);
}

/**
 * A prize drawn from a weighted table with `roll` in [0, 1): each prize is drawn with its weight's share of the
 * total. The service rolls with `crypto.randomInt`, so the client cannot pick or predict it.
 */
export function drawPrize<T extends { weight: number }>(prizes: readonly T[], roll: number): T {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  let point = roll * total;
  for (const prize of prizes) {
    if (point < prize.weight) return prize;
    point -= prize.weight;
  }
  return prizes[prizes.length - 1]!;
}

/** A freebet's stake after a boost of `tenths` (15 = ×1.5), rounded down to the minor unit. */
export function boostedAmount(amount: number, tenths: number): number {
  return Math.floor((amount * tenths) / 10);
}
