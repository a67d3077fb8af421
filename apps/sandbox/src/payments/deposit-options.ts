import type { DepositOptions } from '@sportsbook/contract';
import { ApiError } from '../http/api-error';
import type { SandboxInfra } from '../deps';
import type { UserRow } from '../platform/users/user-queries';
import { findCurrency } from '../platform/wallet/currencies';
import type { CurrencyInfo } from '../platform/wallet/currencies';
import { depositAmounts } from './deposit-amounts';
import { loadDepositDetails, missingDepositFields } from './deposit-details';
import { isTester, methodsOf } from './payment-methods';

/** A currency the platform keeps accounts in; 400 `unsupported_currency` otherwise. */
export function depositCurrency(code: string): CurrencyInfo {
  const currency = findCurrency(code);
  if (!currency)
    throw new ApiError(400, 'unsupported_currency', `No deposits in ${code}`, { currency: code });
  return currency;
}

/** What a deposit in `currencyCode` offers the player (methods, presets, bounds) and what it still needs. */
export async function depositOptions(
  deps: SandboxInfra,
  user: UserRow,
  currencyCode: string,
): Promise<DepositOptions> {
  const currency = depositCurrency(currencyCode);
  const { presets, min, max } = depositAmounts(currency);
  const details = await loadDepositDetails(deps.db, user.id);
  return {
    currency: currency.code,
    subunits: currency.subunits,
    methods: methodsOf(user.statusIds),
    presets,
    min_amount: min,
    max_amount: max,
    missing_fields: missingDepositFields(deps.sites.get().config.deposit.required_fields, details),
    test_mode: isTester(user.statusIds),
  };
}
