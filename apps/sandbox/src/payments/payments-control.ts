import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import { platformUsers } from '../db/schema';
import type { SandboxDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { findUserByEmail } from '../platform/users/user-queries';
import { pendingDeposits, settleDeposit } from './deposits';
import { SPI_TEST_STATUS_ID } from './payment-methods';
import { eq } from 'drizzle-orm';

/** Control endpoints of the payment provider, for the listing. */
export const paymentControlEndpoints = [
  {
    method: 'POST',
    path: '/__sandbox/payments/settle',
    summary:
      'Settle pending deposits {outcome: success|error, email?, deposit_id?} (all pending when neither): a ' +
      'success is credited once and publishes balance_changed',
  },
  {
    method: 'PUT',
    path: '/__sandbox/payments/tester',
    summary: "Give or take a player's spi_test status {email, tester}: the quick-deposit test cards",
  },
];

const SettleBody = z.strictObject({
  outcome: z.enum(['success', 'error']),
  email: z.email().max(254).optional(),
  deposit_id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});
const TesterBody = z.strictObject({ email: z.email().max(254), tester: z.boolean() });

async function userOf(deps: SandboxDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new ApiError(404, 'not_found', `No player ${email}`, { email });
  return user;
}

/** Payment control: settle pending deposits (the bank's late answer), make a player a tester. */
export function paymentControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { deposits } = deps.services.payments;

  app.post('/__sandbox/payments/settle', async (request) => {
    const body = parse(SettleBody, request.body ?? {}, 'body');
    const userId = body.email === undefined ? undefined : (await userOf(deps, body.email)).id;
    const pending = (await pendingDeposits(deps.db, userId)).filter(
      (row) => body.deposit_id === undefined || row.id === body.deposit_id,
    );
    const settled = [];
    for (const row of pending) {
      const deposit = await settleDeposit(deposits, row.id, body.outcome);
      if (deposit) settled.push(deposit);
    }
    return { settled };
  });

  app.put('/__sandbox/payments/tester', async (request) => {
    const body = parse(TesterBody, request.body, 'body');
    const user = await userOf(deps, body.email);
    const others = user.statusIds.filter((id) => id !== SPI_TEST_STATUS_ID);
    const statusIds = body.tester ? [...others, SPI_TEST_STATUS_ID] : others;
    await deps.db.update(platformUsers).set({ statusIds }).where(eq(platformUsers.id, user.id));
    return { email: user.email, status_ids: statusIds };
  });
}
