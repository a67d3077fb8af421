import { findCurrency } from '../platform/wallet/currencies';

/** Minor units as decimal text of the currency (`1234` EUR → `12.34`), exactly, without floats. */
export function decimalText(minor: number, currency: string): string {
  const subunits = findCurrency(currency)?.subunits ?? 2;
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(subunits + 1, '0');
  if (subunits === 0) return sign + digits;
  return `${sign}${digits.slice(0, -subunits)}.${digits.slice(-subunits)}`;
}

/** Minor units with the currency code (`12.34 EUR`). */
export function moneyText(minor: number, currency: string): string {
  return `${decimalText(minor, currency)} ${currency}`;
}

/**
 * Minor units as the player reads money in `locale` (`1234` EUR → `€12.34`, `1000000` → `€10,000.00`), for the
 * provider's pages. NOTE: Intl reads the decimal text as a double, which is exact at the shown digits for every
 * amount below 10^13 minor units; the pages show deposits and balances far below that.
 */
export function localMoneyText(minor: number, currency: string, locale: string): string {
  const subunits = findCurrency(currency)?.subunits ?? 2;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: subunits,
    maximumFractionDigits: subunits,
  });
  return format.format(Number(decimalText(minor, currency)));
}
