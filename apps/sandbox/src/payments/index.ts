import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform/platform-context';
import { paymentPages } from './payment-pages';
import { paymentRoutes } from './payment-routes';
import { providerScriptRoute } from './provider-script';

export type { DepositLimitCheck, DepositRequest } from './deposit-gate';
export type { PaymentService } from './payment-service';
export { createPaymentService } from './payment-service';
export { SPI_TEST_STATUS_ID } from './payment-methods';

/**
 * The sandbox payment provider on the platform origin: its API (`/api/payments/…`, `/api/player/transactions`),
 * the deposit page, the transaction history, the terms, the help center and the provider script. The service
 * itself is built once per sandbox in services.ts.
 */
export function paymentsPlatform(app: FastifyInstance, context: PlatformContext): void {
  paymentRoutes(app, context, context.deps.services.payments);
  paymentPages(app, context);
  providerScriptRoute(app);
}
