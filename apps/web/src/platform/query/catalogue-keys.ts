/**
 * Query keys of catalogue data, in one place: the pages that fetch matches and the real-time layer that patches
 * them from events must agree on them, and neither may import the other.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  sports: (locale: string | undefined) => ['catalogue', 'sports', locale] as const,
  /** Every match list of a locale (any filters): patched in place when a match event arrives. */
  matchLists: (locale: string | undefined) => ['catalogue', 'matches', locale] as const,
  matchList: (locale: string | undefined, filters: Readonly<Record<string, unknown>>) =>
    ['catalogue', 'matches', locale, filters] as const,
  match: (locale: string | undefined, matchId: number) => ['catalogue', 'match', locale, matchId] as const,
  matchMarkets: (locale: string | undefined, matchId: number) =>
    ['catalogue', 'match-markets', locale, matchId] as const,
};
