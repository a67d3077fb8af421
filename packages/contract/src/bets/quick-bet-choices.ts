import { isCurrencyCode } from '../common/money-guards';
import type { QuickBet } from './slip';

/** The quick-bet choices that survive a reload (SPEC §3 Quick bet): the switch, stake, currency, approval. */
export type QuickBetChoices = Pick<QuickBet, 'isEnabled' | 'stake' | 'currency' | 'isApproved'>;

function orDefault<T>(value: unknown, fallback: T, valid: (value: unknown) => value is T): T | undefined {
  if (value === undefined) return fallback;
  return valid(value) ? value : undefined;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStake = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isCurrency = (value: unknown): value is string | null => value === null || isCurrencyCode(value);

/**
 * Reads stored quick-bet choices the way the `QuickBet` schema would (missing fields take its defaults), without
 * zod, so the quick-bet store can start from storage at first load; null when the entry is not valid.
 */
export function readQuickBetChoices(value: unknown): QuickBetChoices | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  const isEnabled = orDefault(stored.isEnabled, false, isBoolean);
  const stake = orDefault(stored.stake, 0, isStake);
  const currency = orDefault(stored.currency, null, isCurrency);
  const isApproved = orDefault(stored.isApproved, false, isBoolean);
  if (isEnabled === undefined || stake === undefined || currency === undefined || isApproved === undefined)
    return null;
  return { isEnabled, stake, currency, isApproved };
}
