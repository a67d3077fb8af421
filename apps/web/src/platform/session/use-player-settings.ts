'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { Settings } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { useApiContext } from '../api/use-api-context';
import { playerSettingsQueryKey } from './settings-query';
import { useSession } from './use-session';

export { playerSettingsQueryKey, playerSettingsQueryRoot } from './settings-query';

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
