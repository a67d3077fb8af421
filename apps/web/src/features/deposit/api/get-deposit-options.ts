import { routeRefs } from '@sportsbook/contract/refs';
import type { DepositOptions } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';

/** Query key of the deposit options of a player and currency. */
export const depositOptionsKey = (userId: number, currency: string) =>
  ['deposit-options', userId, currency] as const;

/** The methods, presets, bounds and missing details of a deposit (`GET /payments/deposit_options`). */
export function getDepositOptions(context: ApiContext, currency: string): Promise<DepositOptions> {
  return apiRequest(routeRefs.platform.getDepositOptions, { query: { currency } }, context);
}

/** Query options of the deposit options; fresh on every opening of the modal (no cache between openings). */
export function getDepositOptionsQueryOptions(context: ApiContext, userId: number, currency: string) {
  return queryOptions({
    queryKey: depositOptionsKey(userId, currency),
    queryFn: () => getDepositOptions(context, currency),
    staleTime: 0,
    gcTime: 0,
  });
}

/** The deposit options in client components. */
export function useDepositOptions(userId: number, currency: string) {
  return useQuery(getDepositOptionsQueryOptions(useApiContext(), userId, currency));
}
