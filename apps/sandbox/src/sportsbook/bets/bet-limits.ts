import { DEFAULT_CURRENCY, findCurrency } from '../../platform/wallet/currencies';
import type { CurrencyInfo } from '../../platform/wallet/currencies';

/**
 * The book's limits in euro cents (ours; the spec shows none): the smallest stake, the largest stake, the largest
 * amount one bet may return, and the stake from which a bet is a VIP bet (`is_vip`: one a trader looks at; SPEC
 * §4 Lists). Every other currency has its own, derived from these by the sandbox's exchange rates
 * (docs/decisions/0007-stake-limits-per-currency.md).
 */
export const EUR_LIMITS = {
  minStake: 10,
  maxStake: 1_000_000,
  maxWin: 10_000_000,
  vipStake: 100_000,
} as const;

/** The book's limits in one currency, in its minor units. */
export type StakeLimits = { readonly [limit in keyof typeof EUR_LIMITS]: number };

/** The cashout margin the book keeps on an open bet's fair value (ours). */
export const CASHOUT_MARGIN = 0.05;

/**
 * How far (as a share of the offer) the offer may have moved between the player seeing it and the server
 * checking it before a cashout is refused (ours).
 */
export const CASHOUT_TOLERANCE = 0.01;

const euro = findCurrency(DEFAULT_CURRENCY)!;

/** Minor-unit digits of a currency the platform keeps accounts in; the euro's for an unknown one (never reached). */
export function subunitsOf(currency: string): number {
  return (findCurrency(currency) ?? euro).subunits;
}

/** An exact non-negative fraction. */
interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

/** A plain decimal string (`'0.000016'`) as an exact fraction (16 / 10^6). */
export function decimalFraction(text: string): Fraction {
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`Not a plain decimal: ${text}`);
  const [whole, fraction = ''] = text.split('.');
  return { numerator: BigInt(whole! + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** An amount in euro cents, in minor units of `currency` at its rate, exactly. */
function fromEuroCents(cents: number, currency: CurrencyInfo): Fraction {
  const rate = decimalFraction(currency.perEuro);
  return {
    numerator: BigInt(cents) * rate.numerator * 10n ** BigInt(currency.subunits),
    denominator: rate.denominator * 10n ** BigInt(euro.subunits),
  };
}

/** The smallest 1-2-5 step (1, 2, 5, 10, 20, 50 …) not below `value`: a floor never below the euro one. */
export function upToStep(value: Fraction): number {
  for (let power = 1n; ; power *= 10n)
    for (const mantissa of [1n, 2n, 5n])
      if (mantissa * power * value.denominator >= value.numerator) return Number(mantissa * power);
}

/** `value` rounded down to two significant digits (at least 1): a ceiling never above the euro one. */
export function downToTwoDigits(value: Fraction): number {
  const whole = value.numerator / value.denominator;
  const digits = whole.toString().length;
  const unit = digits <= 2 ? 1n : 10n ** BigInt(digits - 2);
  const rounded = (whole / unit) * unit;
  return Number(rounded > 0n ? rounded : 1n);
}

function deriveLimits(currency: CurrencyInfo): StakeLimits {
  const convert = (cents: number) => fromEuroCents(cents, currency);
  return {
    minStake: upToStep(convert(EUR_LIMITS.minStake)),
    maxStake: downToTwoDigits(convert(EUR_LIMITS.maxStake)),
    maxWin: downToTwoDigits(convert(EUR_LIMITS.maxWin)),
    vipStake: downToTwoDigits(convert(EUR_LIMITS.vipStake)),
  };
}

const derived = new Map<string, StakeLimits>();

/**
 * The book's limits in `currency`, in its minor units: the euro limits at the sandbox's rate, the minimum stake
 * rounded up to a 1-2-5 step, the maxima and the VIP threshold rounded down to two significant digits. An
 * unknown currency (never placed: no account holds it) gets the euro's figures.
 */
export function stakeLimitsIn(currency: string): StakeLimits {
  const info = findCurrency(currency) ?? euro;
  let limits = derived.get(info.code);
  if (!limits) {
    limits = deriveLimits(info);
    derived.set(info.code, limits);
  }
  return limits;
}
