import { routeRefs } from '@sportsbook/contract/refs';
import type { DepositField, DepositOptions } from '@sportsbook/contract';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';

/** Stores the details a deposit asks for first (`PUT /payments/deposit_details`); answers what is still missing. */
export function saveDepositDetails(
  context: ApiContext,
  details: Partial<Record<DepositField, string>>,
): Promise<DepositOptions> {
  return apiRequest(routeRefs.platform.saveDepositDetails, { body: details }, context);
}
