import { routeRefs } from '@sportsbook/contract/refs';
import type { Deposit } from '@sportsbook/contract';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';

/** One deposit of the player and its state (`GET /payments/deposits/{id}`). */
export function getDeposit(context: ApiContext, depositId: number): Promise<Deposit> {
  return apiRequest(routeRefs.platform.getDeposit, { params: { id: depositId } }, context);
}
