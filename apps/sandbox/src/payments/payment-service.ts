import type { CreateDepositBody, Deposit } from '@sportsbook/contract';
import type { SandboxInfra } from '../deps';
import { ApiError } from '../http/api-error';
import type { UserRow } from '../platform/users/user-queries';
import { listAccounts } from '../platform/wallet/accounts';
import { assertDepositAmount } from './deposit-amounts';
import { loadDepositDetails, missingDepositFields } from './deposit-details';
import { assertCountryAllowed, assertNoMissingFields } from './deposit-gate';
import type { DepositLimitCheck } from './deposit-gate';
import { depositCurrency } from './deposit-options';
import { createDeposit, depositDeps } from './deposits';
import type { DepositDeps } from './deposits';
import { outcomeOf } from './payment-methods';

async function assertOpenAccount(deps: SandboxInfra, userId: number, currency: string): Promise<void> {
  const accounts = await listAccounts(deps.db, userId);
  if (!accounts.some((account) => account.currency === currency))
    throw new ApiError(404, 'not_found', `The player has no open ${currency} account`, { currency });
}

/** The payment provider: validates a deposit request against the site's rules, then makes the deposit once. */
export interface PaymentService {
  deposits: DepositDeps;
  deposit(user: UserRow, body: CreateDepositBody): Promise<Deposit>;
}

/** Builds the provider from the sandbox's dependencies, its clock and the responsible-gambling limit check. */
export function createPaymentService(
  deps: SandboxInfra,
  now: () => Date,
  checkLimit: DepositLimitCheck,
): PaymentService {
  const deposits = depositDeps(deps, now, checkLimit);
  return {
    deposits,
    async deposit(user, body) {
      const currency = depositCurrency(body.currency);
      const outcome = outcomeOf(body.method_id, user.statusIds);
      const { deposit } = deps.sites.get().config;
      const details = await loadDepositDetails(deps.db, user.id);
      assertNoMissingFields(missingDepositFields(deposit.required_fields, details));
      assertCountryAllowed(details?.country ?? user.phoneCountry, deposit.blocked_country_codes);
      assertDepositAmount(currency, body.amount);
      await assertOpenAccount(deps, user.id, currency.code);
      return createDeposit(deposits, {
        userId: user.id,
        idempotencyKey: body.idempotency_key,
        amount: body.amount,
        currency: currency.code,
        methodId: body.method_id,
        outcome,
      });
    },
  };
}
