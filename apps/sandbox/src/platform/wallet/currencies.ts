/** A currency the sandbox platform keeps accounts in (SPEC §3 Currency). */
export interface CurrencyInfo {
  code: string;
  subunits: number;
  fiat: boolean;
  /**
   * Units of this currency one euro buys, as an exact decimal (`'0.000016'`): the sandbox's fixed reference rate
   * (`/fe-api/exchange-rates`), from which the book's stake limits in this currency are derived.
   */
  perEuro: string;
}

// NOTE: ETH is kept in gwei (9 digits) rather than wei (18): balances travel as JSON numbers, and 18 digits
// would pass 2^53 at 0.009 ETH.
// NOTE: the sandbox has no market feed; the rates are fixed, written as decimal strings so that limits derived
// from them are exact (a binary float such as 0.000016 is not).
const currencies: readonly CurrencyInfo[] = [
  { code: 'EUR', subunits: 2, fiat: true, perEuro: '1' },
  { code: 'USD', subunits: 2, fiat: true, perEuro: '1.08' },
  { code: 'GBP', subunits: 2, fiat: true, perEuro: '0.85' },
  { code: 'NOK', subunits: 2, fiat: true, perEuro: '11.6' },
  { code: 'PLN', subunits: 2, fiat: true, perEuro: '4.3' },
  { code: 'TRY', subunits: 2, fiat: true, perEuro: '35' },
  { code: 'JPY', subunits: 0, fiat: true, perEuro: '162' },
  { code: 'BTC', subunits: 8, fiat: false, perEuro: '0.000016' },
  { code: 'ETH', subunits: 9, fiat: false, perEuro: '0.00033' },
  { code: 'USDT', subunits: 6, fiat: false, perEuro: '1.08' },
];

/** The currencies accounts can be opened in. */
export const supportedCurrencies = currencies;

/** The first account's currency when sign-up names none. */
export const DEFAULT_CURRENCY = 'EUR';

/** A supported currency by code, or undefined. */
export function findCurrency(code: string): CurrencyInfo | undefined {
  return currencies.find((currency) => currency.code === code);
}
