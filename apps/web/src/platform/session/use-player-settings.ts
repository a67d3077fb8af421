'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { Settings } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { useApiContext } from '../api/use-api-context';
import { useSession } from './use-session';

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
 * The sportsbook settings (SPEC §3 Settings): quick stakes, provider statuses and rules, the providers allowed
 * per sport type, the section switches. The player's own once signed in, the defaults for visitors; undefined
 * until known.
 */
export function usePlayerSettings(): Settings | undefined {
  const context = useApiContext();
  const session = useSession();
  const settled = session.status === 'logged_in' || session.status === 'not_logged_in';
  const { data } = useQuery({
    queryKey: playerSettingsQueryKey(session.bearer),
    queryFn: ({ signal }) =>
      apiRequest(routeRefs.sportsbook.getSettings, {}, { ...context, token: session.bearer, signal }),
    enabled: settled,
    staleTime: 60_000,
  });
  return data;
}
