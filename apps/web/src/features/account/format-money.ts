import { numberFormat } from '@/platform/i18n/number-format';

/**
 * minor ÷ 10^subunits as a decimal string. NOTE: Intl formats a numeric string exactly; the float quotient keeps
 * only about 15 significant digits, and a safe integer of satoshi has 16 (90,071,992.54740991 BTC read …4099).
 */
function exactDecimal(minor: number, subunits: number): Intl.StringNumericLiteral {
  const digits = Math.abs(minor)
    .toString()
    .padStart(subunits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (subunits === 0) return `${sign}${digits}` as Intl.StringNumericLiteral;
  return `${sign}${digits.slice(0, -subunits)}.${digits.slice(-subunits)}` as Intl.StringNumericLiteral;
}

/**
 * Formats an amount in minor units (SPEC §3: balances are integers of the currency's subunits) for `locale`:
 * `formatMoney(25000, 2, 'EUR', 'de')` → `250,00 €`. Codes Intl does not know as currencies (crypto such as
 * USDT) are shown as a number followed by the code.
 */
export function formatMoney(minor: number, subunits: number, currency: string, locale: string): string {
  const value = exactDecimal(minor, subunits);
  const digits = { minimumFractionDigits: Math.min(subunits, 2), maximumFractionDigits: subunits };
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return numberFormat(locale, { style: 'currency', currency, ...digits }).format(value);
    } catch {
      // An unknown code or locale falls through to the plain form below.
    }
  }
  const number = numberFormat(locale, digits).format(value);
  return `${number} ${currency}`;
}
