/**
 * Formats an amount in minor units (SPEC §3: balances are integers of the currency's subunits) for `locale`:
 * `formatMoney(25000, 2, 'EUR', 'de')` → `250,00 €`. Codes Intl does not know as currencies (crypto such as
 * USDT) are shown as a number followed by the code.
 */
export function formatMoney(minor: number, subunits: number, currency: string, locale: string): string {
  // NOTE: minor / 10^subunits is exact enough for display up to 15 significant digits (JSON-safe balances).
  const value = minor / 10 ** subunits;
  const digits = { minimumFractionDigits: Math.min(subunits, 2), maximumFractionDigits: subunits };
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(value);
    } catch {
      // An unknown code or locale falls through to the plain form below.
    }
  }
  const number = new Intl.NumberFormat(locale, digits).format(value);
  return `${number} ${currency}`;
}
