declare const brand: unique symbol;

/** A value of type T that the type system keeps apart from other Ts with a different meaning. */
export type Branded<T, Name extends string> = T & { readonly [brand]: Name };

/** Decimal (European) odds, always above 1: the payout per unit staked, stake included. */
export type Odds = Branded<number, 'Odds'>;

/** An amount of money in integer minor units of its currency (cents, satoshi …); never a float. */
export type MinorUnits = Branded<number, 'MinorUnits'>;

/** Identifies one outcome of one market line of one match: match, market, outcome and specifier. */
export type OutcomeKey = Branded<string, 'OutcomeKey'>;

/** Checks and brands decimal odds; odds of 1 or less, or not finite, are refused. */
export function toOdds(value: number): Odds {
  if (!Number.isFinite(value) || value <= 1)
    throw new RangeError(`Odds must be a finite number above 1, got ${value}`);
  return value as Odds;
}

/** An exact amount as minor units; refused (RangeError) past Number.MAX_SAFE_INTEGER, where a Number rounds. */
export function safeMinorUnits(value: bigint): MinorUnits {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`Minor units must be a safe integer, got ${value}`);
  return Number(value) as MinorUnits;
}

/** Checks and brands an amount in minor units; fractions and unsafe integers are refused. */
export function toMinorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Minor units must be a safe integer, got ${value}`);
  return value as MinorUnits;
}
