import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Keeps the part of a prefetched list that the first screen draws, and marks the entry stale so that the
 * browser's query fetches the whole list once the page has hydrated (its `useQuery` refetches a stale entry when
 * it mounts, in an effect after the hydration's commit).
 *
 * Why: a server page's prefetched queries are inlined in its flight data, which the browser parses before it
 * hydrates; a list the page reads only in part (the live page reads the league list for the leagues of its live
 * matches: a few dozen of about 500) costs that parse for nothing. Stale, the narrowed entry is never taken for
 * the whole list by another reader of the same key. Nothing to narrow (a failed prefetch) leaves the cache as it
 * is.
 */
export function narrowPrefetched<T>(
  queryClient: QueryClient,
  key: QueryKey,
  keep: (item: T) => boolean,
): void {
  const list = queryClient.getQueryData<readonly T[]>(key);
  if (!list) return;
  queryClient.setQueryData<readonly T[]>(key, list.filter(keep), { updatedAt: 0 });
}
