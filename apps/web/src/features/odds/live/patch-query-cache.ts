import type { Market, Match, MatchListItem, MatchStatusValue } from '@sportsbook/contract';
import { hashKey, notifyManager } from '@tanstack/react-query';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { changesShape, findLine, mergeMarkets } from './market-changes';
import { mergeMatchPatch } from './match-patch';
import type { MatchPatch } from './match-patch';

function patchedMainMarkets<M extends Match>(match: M, markets: readonly Market[]): M | undefined {
  const main = findLine(markets, match.main_market);
  const secondary = findLine(markets, match.secondary_market);
  const mainChanged = main !== undefined && changesShape(match.main_market!, main);
  const secondaryChanged = secondary !== undefined && changesShape(match.secondary_market!, secondary);
  if (!mainChanged && !secondaryChanged) return undefined;
  return {
    ...match,
    main_market: mainChanged ? main : match.main_market,
    secondary_market: secondaryChanged ? secondary : match.secondary_market,
  };
}

/**
 * A query's cached data, read straight from the cache by the key's hash. NOTE: `getQueryData` and
 * `setQueriesData` resolve the query defaults on every call (`defaultQueryOptions` was the top function of the
 * live page's profile under a stream of events); the app never customizes key hashing, so the hash is the key's.
 */
function cachedData<T>(queryClient: QueryClient, queryKey: QueryKey): T | undefined {
  return queryClient.getQueryCache().get(hashKey(queryKey))?.state.data as T | undefined;
}

function patchLists(
  queryClient: QueryClient,
  locale: string,
  matchId: number,
  patch: (item: MatchListItem) => MatchListItem | undefined,
): void {
  const queries = queryClient.getQueryCache().findAll({ queryKey: catalogueKeys.matchLists(locale) });
  // One notification for every list patched, as `setQueriesData` does.
  notifyManager.batch(() => queries.forEach((query) => patchList(query)));
  function patchList(query: (typeof queries)[number]): void {
    const list: unknown = query.state.data;
    if (!Array.isArray(list)) return;
    const items = list as MatchListItem[];
    const index = items.findIndex((item) => item.id === matchId);
    const next = index === -1 ? undefined : patch(items[index]!);
    // Untouched lists keep their data (and whoever renders them stays put); a patched one shares every other item.
    if (!next) return;
    const copy = [...items];
    copy[index] = next;
    queryClient.setQueryData(query.queryKey, copy);
  }
}

/** Sets a query's data when the update gives a new value; undefined leaves the query untouched. */
function updateCached<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (current: T) => T | null | undefined,
): void {
  const current = cachedData<T>(queryClient, queryKey);
  if (current === undefined) return;
  const next = update(current);
  if (next != null) queryClient.setQueryData(queryKey, next);
}

/**
 * Patches the cached markets of a match (its market list, its main and secondary market in the match and in
 * every match list of the locale) when an update changes their shape; pure odds moves leave the cache alone.
 */
export function patchMarketsInCache(
  queryClient: QueryClient,
  locale: string,
  matchId: number,
  markets: readonly Market[],
): void {
  updateCached<Market[]>(queryClient, catalogueKeys.matchMarkets(locale, matchId), (current) =>
    mergeMarkets(current, markets),
  );
  updateCached<Match>(queryClient, catalogueKeys.match(locale, matchId), (match) =>
    patchedMainMarkets(match, markets),
  );
  patchLists(queryClient, locale, matchId, (item) => patchedMainMarkets(item, markets));
}

/**
 * Merges a match event's fields into the cached match and its entries in the match lists of the locale. Only
 * the patched match gets a new object, and only when the event changes what it draws: the other matches of a
 * list keep their identity, so a list re-renders just the row of that match.
 */
export function patchMatchInCache(queryClient: QueryClient, locale: string, patch: MatchPatch): void {
  updateCached<Match>(queryClient, catalogueKeys.match(locale, patch.id), (match) =>
    mergeMatchPatch(match, patch),
  );
  patchLists(queryClient, locale, patch.id, (item) => mergeMatchPatch(item, patch));
}

/** Sets a cached match's status (a `match_status_changed` event). */
export function patchMatchStatusInCache(
  queryClient: QueryClient,
  locale: string,
  matchId: number,
  status: MatchStatusValue,
): void {
  patchMatchInCache(queryClient, locale, { id: matchId, status });
}

/**
 * The cached market lines of a match, wherever a page put them: the baseline the odds store compares the first
 * live update with.
 */
export function cachedMarkets(queryClient: QueryClient, locale: string, matchId: number): Market[] {
  const found: Market[] = [
    ...(cachedData<Market[]>(queryClient, catalogueKeys.matchMarkets(locale, matchId)) ?? []),
  ];
  const match = cachedData<Match>(queryClient, catalogueKeys.match(locale, matchId));
  const fromLists = queryClient
    .getQueryCache()
    .findAll({ queryKey: catalogueKeys.matchLists(locale) })
    .flatMap(({ state: { data } }) =>
      Array.isArray(data) ? (data as MatchListItem[]).filter((item) => item.id === matchId) : [],
    );
  for (const source of [match, ...fromLists])
    for (const market of [source?.main_market, source?.secondary_market]) if (market) found.push(market);
  return found;
}
