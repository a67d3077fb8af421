import type { MyBetsFilters } from '../my-bets/bet-filters';

/** The prefix of every My Bets list query; placing a bet invalidates them all, live updates patch them. */
export const MY_BETS_QUERY_KEY = ['bets', 'mine'] as const;

/** The query key of one filtered My Bets list of one player. */
export function myBetsQueryKey(playerId: number | null, filters: MyBetsFilters) {
  return [...MY_BETS_QUERY_KEY, playerId, filters.bet, filters.result] as const;
}

/** The filters a My Bets query key was made for, or null for a key of another shape. */
export function filtersOfKey(key: readonly unknown[]): MyBetsFilters | null {
  const [, , , bet, result] = key;
  if (typeof bet !== 'string' || typeof result !== 'string') return null;
  return { bet, result } as MyBetsFilters;
}
