import { z } from 'zod';
import { CurrencyCode, IdParam } from '../common/money';
import { defineRoute } from '../http/route';
import {
  CreateDepositBody,
  Deposit,
  DepositDetailsBody,
  DepositOptions,
  WalletTransaction,
} from '../payments/payments';
import { platformRefs } from './platform.refs';

/** The sandbox payment provider's API (SPEC §2.7a, §3 quick-deposit statuses), on the platform origin. */
export const paymentRoutes = {
  getDepositOptions: defineRoute({
    ...platformRefs.getDepositOptions,
    summary:
      "What a deposit in `currency` (the player's current one when absent) offers: the player's card-like " +
      'methods, quick-deposit presets and bounds in minor units, and the details still missing (SPEC §5)',
    query: z.strictObject({ currency: CurrencyCode.optional() }),
    response: DepositOptions,
  }),
  saveDepositDetails: defineRoute({
    ...platformRefs.saveDepositDetails,
    summary:
      'Stores the details a site asks for before a deposit; answers the options with what is still missing',
    body: DepositDetailsBody,
    response: DepositOptions,
  }),
  createDeposit: defineRoute({
    ...platformRefs.createDeposit,
    summary:
      'Deposits through a method of the player: `success` credits the account at once (`balance_changed`), ' +
      '`error` moves nothing, `pending` is credited when it settles. The same `idempotency_key` answers the ' +
      'first deposit and never credits twice',
    body: CreateDepositBody,
    response: Deposit,
  }),
  getDeposit: defineRoute({
    ...platformRefs.getDeposit,
    summary: 'One deposit of the player and its state (a pending deposit is polled here until it settles)',
    params: z.strictObject({ id: IdParam }),
    response: Deposit,
  }),
  getTransactions: defineRoute({
    ...platformRefs.getTransactions,
    summary: "The player's wallet operations, newest first (deposits, stakes, wins, cashouts)",
    query: z.strictObject({
      limit: z.coerce.number().int().min(1).max(100).optional(),
      offset: z.coerce.number().int().min(0).max(100_000).optional(),
    }),
    response: z.array(WalletTransaction),
  }),
} as const;
