import type { Market, Match, MatchListItem, MatchStatusValue } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { changesShape, findLine, mergeMarkets } from './market-changes';

/** The match fields an event may carry (a `match_changed` message is a partial match). */
type MatchPatch = Partial<Match> & { id: number };

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

function patchLists(
  queryClient: QueryClient,
  locale: string,
  matchId: number,
  patch: (item: MatchListItem) => MatchListItem | undefined,
): void {
  queryClient.setQueriesData<MatchListItem[]>({ queryKey: catalogueKeys.matchLists(locale) }, (list) => {
    if (!Array.isArray(list)) return undefined;
    const index = list.findIndex((item) => item.id === matchId);
    const next = index === -1 ? undefined : patch(list[index]!);
    if (!next) return undefined; // undefined leaves the query (and whoever renders it) untouched
    const copy = [...list];
    copy[index] = next;
    return copy;
  });
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
  queryClient.setQueryData<Market[]>(catalogueKeys.matchMarkets(locale, matchId), (current) =>
    current ? (mergeMarkets(current, markets) ?? undefined) : undefined,
  );
  queryClient.setQueryData<Match>(catalogueKeys.match(locale, matchId), (match) =>
    match ? patchedMainMarkets(match, markets) : undefined,
  );
  patchLists(queryClient, locale, matchId, (item) => patchedMainMarkets(item, markets));
}

/** Merges a match event's fields into the cached match and its entries in the match lists of the locale. */
export function patchMatchInCache(queryClient: QueryClient, locale: string, patch: MatchPatch): void {
  queryClient.setQueryData<Match>(catalogueKeys.match(locale, patch.id), (match) =>
    match ? { ...match, ...patch } : undefined,
  );
  patchLists(queryClient, locale, patch.id, (item) => ({ ...item, ...patch }));
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
    ...(queryClient.getQueryData<Market[]>(catalogueKeys.matchMarkets(locale, matchId)) ?? []),
  ];
  const match = queryClient.getQueryData<Match>(catalogueKeys.match(locale, matchId));
  const fromLists = queryClient
    .getQueriesData<MatchListItem[]>({ queryKey: catalogueKeys.matchLists(locale) })
    .flatMap(([, list]) => (Array.isArray(list) ? list.filter((item) => item.id === matchId) : []));
  for (const source of [match, ...fromLists])
    for (const market of [source?.main_market, source?.secondary_market]) if (market) found.push(market);
  return found;
}
