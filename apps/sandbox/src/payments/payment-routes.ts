import { routes } from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerRoute } from '../http/register-route';
import { requireUserId } from '../platform/auth/session-cookie';
import type { PlatformContext } from '../platform/platform-context';
import { getUser } from '../platform/users/user-queries';
import { saveDepositDetails } from './deposit-details';
import { depositOptions } from './deposit-options';
import { getDeposit } from './deposits';
import type { PaymentService } from './payment-service';
import { listTransactions } from './transactions';

const { platform } = routes;

/** The payment provider's API under `/api` on the platform origin (thin: the service decides). */
export function paymentRoutes(
  app: FastifyInstance,
  context: PlatformContext,
  payments: PaymentService,
): void {
  const { deps, options } = context;
  const player = async (request: FastifyRequest) =>
    getUser(deps.db, await requireUserId(request, deps, options));

  registerRoute(app, platform.getDepositOptions, async ({ query, request }) => {
    const user = await player(request);
    return depositOptions(deps, user, query.currency ?? user.currency);
  });

  registerRoute(app, platform.saveDepositDetails, async ({ body, request }) => {
    const user = await player(request);
    await saveDepositDetails(deps.db, user.id, body);
    return depositOptions(deps, user, user.currency);
  });

  registerRoute(app, platform.createDeposit, async ({ body, request }) =>
    payments.deposit(await player(request), body),
  );

  registerRoute(app, platform.getDeposit, async ({ params, request }) =>
    getDeposit(deps.db, await requireUserId(request, deps, options), params.id),
  );

  registerRoute(app, platform.getTransactions, async ({ query, request }) =>
    listTransactions(deps.db, await requireUserId(request, deps, options), query),
  );
}
