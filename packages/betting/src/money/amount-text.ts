import type { MinorUnits } from '../units';

// Digits, then optionally one separator (point or comma, as players type either) and more digits.
const AMOUNT = /^(\d{0,15})(?:[.,](\d*))?$/;

/**
 * The minor units of an amount the player typed (a stake, a deposit), read digit by digit (never through a
 * float): `12,5` in a currency of 2 subunits is 1250. Empty text is 0; null when the text is not an amount or has
 * more decimals than the currency has subunits.
 */
export function parseStake(text: string, subunits: number): MinorUnits | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0 as MinorUnits;
  const match = AMOUNT.exec(trimmed);
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > subunits) return null;
  const digits = `${whole}${fraction.padEnd(subunits, '0')}`.replace(/^0+(?=\d)/, '');
  const value = Number(digits === '' ? '0' : digits);
  return Number.isSafeInteger(value) ? (value as MinorUnits) : null;
}

/** An amount in minor units as an amount field shows it: `1250` with 2 subunits is `12.50`; 0 is empty. */
export function stakeText(minor: number, subunits: number): string {
  if (minor === 0) return '';
  if (subunits === 0) return String(minor);
  const digits = String(minor).padStart(subunits + 1, '0');
  return `${digits.slice(0, -subunits)}.${digits.slice(-subunits)}`;
}
