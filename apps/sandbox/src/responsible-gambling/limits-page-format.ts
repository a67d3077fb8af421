import type { LimitsPageTexts } from './limits-page-texts';

/** Limit types whose value is money, minor units; the exclusions count days; the rest minutes. */
export const moneyLimitTypes: ReadonlySet<string> = new Set(['deposit', 'loss', 'wager', 'bet']);
const dayLimitTypes: ReadonlySet<string> = new Set(['selfexclusion', 'coolingoff']);

/** The unit a limit's value is entered in. */
export type ValueUnit = 'money' | 'minute' | 'day';

export function unitOf(type: string): ValueUnit {
  if (moneyLimitTypes.has(type)) return 'money';
  return dayLimitTypes.has(type) ? 'day' : 'minute';
}

/** How the form formats values in the player's language and currency. */
export interface LimitFormatter {
  value(type: string, value: number | null): string;
  date(iso: string): string;
  /** The unit shown beside the value field: the currency's symbol, or the name of minutes or days. */
  unitLabel(unit: ValueUnit): string;
}

/** Formats money as money (minor units over the currency's subunits), minutes and days by `Intl`. */
export function limitFormatter(
  language: string,
  currency: string,
  subunits: number,
  t: LimitsPageTexts,
): LimitFormatter {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: subunits,
    maximumFractionDigits: subunits,
  });
  const units = {
    minute: new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }),
    day: new Intl.NumberFormat(language, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
  };
  const dates = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const partOf = (format: Intl.NumberFormat, type: 'currency' | 'unit') =>
    format.formatToParts(5).find((part) => part.type === type)?.value ?? '';
  return {
    value(type, value) {
      if (value === null) return t.noEnd;
      const unit = unitOf(type);
      return unit === 'money' ? money.format(value / 10 ** subunits) : units[unit].format(value);
    },
    date: (iso) => dates.format(new Date(iso)),
    unitLabel: (unit) => (unit === 'money' ? partOf(money, 'currency') : partOf(units[unit], 'unit')),
  };
}
