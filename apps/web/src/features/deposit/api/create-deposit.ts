import { routeRefs } from '@sportsbook/contract/refs';
import type { CreateDepositBody, Deposit } from '@sportsbook/contract';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';

/** Makes a deposit (`POST /payments/deposits`); the same idempotency key again answers the same deposit. */
export function createDeposit(context: ApiContext, body: CreateDepositBody): Promise<Deposit> {
  return apiRequest(routeRefs.platform.createDeposit, { body }, context);
}
