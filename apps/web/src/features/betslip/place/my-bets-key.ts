/** The query key of the player's open bets (My Bets); placing a bet refreshes it. */
export const MY_BETS_QUERY_KEY = ['bets', 'open'] as const;
