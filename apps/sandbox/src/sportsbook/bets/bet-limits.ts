import { findCurrency } from '../../platform/wallet/currencies';

/**
 * The book's limits (ours; the spec shows none), in major units of the stake's currency: the smallest stake,
 * the largest stake, the largest amount one bet may return, and the stake from which a bet is a VIP bet
 * (`is_vip`: one a trader looks at; SPEC §4 Lists).
 */
export const BET_LIMITS = { minStake: 0.1, maxStake: 10_000, maxWin: 100_000, vipStake: 1_000 } as const;

/** The cashout margin the book keeps on an open bet's fair value (ours). */
export const CASHOUT_MARGIN = 0.05;

/**
 * How far (as a share of the offer) the offer may have moved between the player seeing it and the server
 * checking it before a cashout is refused (ours).
 */
export const CASHOUT_TOLERANCE = 0.01;

/** Minor-unit digits of a currency the platform keeps accounts in; 2 for an unknown one (never reached). */
export function subunitsOf(currency: string): number {
  return findCurrency(currency)?.subunits ?? 2;
}

/** A limit of BET_LIMITS in minor units of `currency`, at least 1. */
export function limitInMinor(limit: keyof typeof BET_LIMITS, currency: string): number {
  return Math.max(1, Math.round(BET_LIMITS[limit] * 10 ** subunitsOf(currency)));
}
