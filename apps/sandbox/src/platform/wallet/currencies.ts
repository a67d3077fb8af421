/** A currency the sandbox platform keeps accounts in (SPEC §3 Currency). */
export interface CurrencyInfo {
  code: string;
  subunits: number;
  fiat: boolean;
}

// NOTE: ETH is kept in gwei (9 digits) rather than wei (18): balances travel as JSON numbers, and 18 digits
// would pass 2^53 at 0.009 ETH.
const currencies: readonly CurrencyInfo[] = [
  { code: 'EUR', subunits: 2, fiat: true },
  { code: 'USD', subunits: 2, fiat: true },
  { code: 'GBP', subunits: 2, fiat: true },
  { code: 'NOK', subunits: 2, fiat: true },
  { code: 'PLN', subunits: 2, fiat: true },
  { code: 'TRY', subunits: 2, fiat: true },
  { code: 'JPY', subunits: 0, fiat: true },
  { code: 'BTC', subunits: 8, fiat: false },
  { code: 'ETH', subunits: 9, fiat: false },
  { code: 'USDT', subunits: 6, fiat: false },
];

/** The currencies accounts can be opened in. */
export const supportedCurrencies = currencies;

/** The first account's currency when sign-up names none. */
export const DEFAULT_CURRENCY = 'EUR';

/** A supported currency by code, or undefined. */
export function findCurrency(code: string): CurrencyInfo | undefined {
  return currencies.find((currency) => currency.code === code);
}
