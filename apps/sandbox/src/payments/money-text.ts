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
