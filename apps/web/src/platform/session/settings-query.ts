import { routeRefs } from '@sportsbook/contract/refs';
import { queryOptions } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import type { ApiContext } from '../api/api-client';

/**
 * The query key of the sportsbook settings (`GET /settings`) of this bearer (null: a visitor's defaults); a
 * saved change and a provider status event put their news there.
 */
export function playerSettingsQueryKey(bearer: string | null): QueryKey {
  return [...playerSettingsQueryRoot, bearer];
}

/** The start of every settings query key, for changes to the settings of whoever is signed in. */
// NOTE: the slip was the first reader of the settings; its key stays, so tests and readers share one entry.
export const playerSettingsQueryRoot: QueryKey = ['betslip', 'settings'];

/**
 * The visitor's settings (no bearer), as the server prefetches them for the first paint: the section switches
 * are known before any player's settings are.
 */
export function visitorSettingsQueryOptions(context: ApiContext) {
  return playerSettingsQueryOptions(context, null);
}

/** The settings of this bearer (null: a visitor's defaults), as their readers fetch them once the session is known. */
export function playerSettingsQueryOptions(context: ApiContext, bearer: string | null) {
  return queryOptions({
    queryKey: playerSettingsQueryKey(bearer),
    queryFn: ({ signal }) =>
      apiRequest(routeRefs.sportsbook.getSettings, {}, { ...context, token: bearer, signal }),
    staleTime: 60_000,
  });
}
