/** Query keys of the jackpots feature; a hit, a mark-seen or the control of a test invalidates by them. */
export const jackpotKeys = {
  all: ['jackpots'] as const,
  list: () => ['jackpots', 'list'] as const,
  recentHits: (jackpotId: number | null) => ['jackpots', 'hits', 'recent', jackpotId] as const,
  unseenHits: (userId: number | null) => ['jackpots', 'hits', 'unseen', userId] as const,
  forBet: (currency: string, stake: number) => ['jackpots', 'for-bet', currency, stake] as const,
};

/** Refetch of the pools (SPEC §9: every 15 s). */
export const JACKPOT_REFETCH_MS = 15_000;
/** Page size and refetch of the hits (SPEC §9: 10, every 60 000 ms). */
export const JACKPOT_HITS_PAGE_SIZE = 10;
export const JACKPOT_HITS_REFETCH_MS = 60_000;
