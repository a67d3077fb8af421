import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../platform/platform-context';
import type { DepositLimitCheck } from './deposit-gate';
import { paymentPages } from './payment-pages';
import { paymentRoutes } from './payment-routes';
import { createPaymentService } from './payment-service';
import type { PaymentService } from './payment-service';
import { providerScriptRoute } from './provider-script';

export type { DepositLimitCheck, DepositRequest } from './deposit-gate';
export type { PaymentService } from './payment-service';
export { createPaymentService } from './payment-service';
export { SPI_TEST_STATUS_ID } from './payment-methods';

// NOTE: until the responsible-gambling module lands its deposit-limit check, deposits pass every limit; it is
// this one argument of createPaymentService.
const noDepositLimits: DepositLimitCheck = async () => {};

/**
 * The sandbox payment provider on the platform origin: its API (`/api/payments/…`, `/api/player/transactions`),
 * the deposit page, the transaction history, the terms, the help center and the provider script.
 */
export function paymentsPlatform(
  app: FastifyInstance,
  context: PlatformContext,
  checkLimit: DepositLimitCheck = noDepositLimits,
): PaymentService {
  const payments = createPaymentService(context.deps, () => new Date(context.options.now()), checkLimit);
  paymentRoutes(app, context, payments);
  paymentPages(app, context);
  providerScriptRoute(app);
  return payments;
}
