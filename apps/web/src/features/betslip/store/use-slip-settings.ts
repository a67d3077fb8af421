'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { Settings } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSession } from '@/platform/session';

/**
 * The sportsbook settings the slip reads (SPEC §3 Settings): quick stakes, provider statuses, the providers
 * that allow several singles, and the book's rules for combining providers (mixed combos, systems). The player's own once signed in, the defaults for visitors; undefined until known.
 */
export function useSlipSettings(): Settings | undefined {
  const context = useApiContext();
  const session = useSession();
  const settled = session.status === 'logged_in' || session.status === 'not_logged_in';
  const { data } = useQuery({
    queryKey: ['betslip', 'settings', session.bearer],
    queryFn: ({ signal }) =>
      apiRequest(routeRefs.sportsbook.getSettings, {}, { ...context, token: session.bearer, signal }),
    enabled: settled,
    staleTime: 60_000,
  });
  return data;
}
