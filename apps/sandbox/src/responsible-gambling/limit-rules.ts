import type {
  JurisdictionPolicy,
  LimitPeriod,
  LimitStatus,
  LimitType,
  SetLimitRequest,
} from '@sportsbook/contract';
import type { z } from 'zod';
import { ApiError } from '../http/api-error';

type Status = z.infer<typeof LimitStatus>;
type Type = z.infer<typeof LimitType>;

/** A stored limit as the rules see it (no clock, no database: `now` is passed in). */
export interface LimitRecord {
  id: number;
  type: Type;
  status: Status;
  period: LimitPeriod | null;
  value: number | null;
  confirmUntil: Date | null;
  disableAt: Date | null;
}

/** A status change of a stored limit, and the end it gets (`disable_at`) when it has one. */
export interface LimitUpdate {
  id: number;
  status: Status;
  disableAt?: Date;
}

/** A limit to store. */
export type NewLimit = Omit<LimitRecord, 'id'>;

/** What applying a request does to the stored limits. */
export interface LimitChange {
  insert: NewLimit | null;
  updates: LimitUpdate[];
}

/** Money and activity limits count over a period; the others do not take one. */
export const periodicTypes: ReadonlySet<Type> = new Set(['deposit', 'loss', 'wager', 'activity']);
/** Exclusions: immediate, never shortened, and they sign the player out. */
export const exclusionTypes: ReadonlySet<Type> = new Set(['selfexclusion', 'coolingoff']);

const DAY_MS = 86_400_000;
/** How many days a period lasts: a day, a week, and 30 days for a month. */
export const periodDays: Record<LimitPeriod, number> = { day: 1, week: 7, month: 30 };

/** Where the rolling window of `period` starts at `now`. */
export function periodStart(period: LimitPeriod, now: Date): Date {
  return new Date(now.getTime() - periodDays[period] * DAY_MS);
}

/** Whether a limit of this status binds the player now (a removal binds until its `disable_at`). */
export function isInForce(status: Status): boolean {
  return status === 'active' || status === 'confirmed' || status === 'confirmed_disabled';
}

function sameSlot(limit: LimitRecord, type: Type, period: LimitPeriod | null): boolean {
  return limit.type === type && (limit.period ?? null) === period;
}

/**
 * The status changes due at `now`: an increase whose cooling-off is over takes the place of the limit it
 * raises ("confirmed"), and a removal or an exclusion whose `disable_at` has passed ends.
 */
export function dueChanges(limits: readonly LimitRecord[], now: Date): LimitUpdate[] {
  const updates: LimitUpdate[] = [];
  for (const limit of limits) {
    if (limit.status === 'unconfirmed' && limit.confirmUntil && limit.confirmUntil <= now) {
      updates.push({ id: limit.id, status: 'confirmed' });
      for (const replaced of limits)
        if (
          replaced.id !== limit.id &&
          isInForce(replaced.status) &&
          sameSlot(replaced, limit.type, limit.period)
        )
          updates.push({ id: replaced.id, status: 'disabled' });
    } else if (isInForce(limit.status) && limit.disableAt && limit.disableAt <= now) {
      updates.push({ id: limit.id, status: 'disabled' });
    }
  }
  return updates;
}

function invalid(message: string, details: Record<string, unknown> = {}): ApiError {
  return new ApiError(400, 'invalid_limit', message, details);
}

function validate(request: SetLimitRequest, policy: JurisdictionPolicy): void {
  const { type, value } = request;
  const period = request.period ?? null;
  if (!policy.limit_types.includes(type))
    throw new ApiError(400, 'limit_not_offered', `The jurisdiction does not offer ${type} limits`, { type });
  if (periodicTypes.has(type) !== (period !== null))
    throw invalid(
      periodicTypes.has(type) ? `A ${type} limit needs a period` : `A ${type} limit takes no period`,
    );
  if (type === 'reality_check' && value !== null && !policy.reality_check_minutes.includes(value))
    throw invalid('The jurisdiction offers other reality-check intervals', {
      intervals: policy.reality_check_minutes,
    });
  if (type === 'selfexclusion' && value !== null && value < policy.min_self_exclusion_days)
    throw invalid('A self-exclusion lasts at least the minimum', {
      min_days: policy.min_self_exclusion_days,
    });
  if (type === 'coolingoff' && (value === null || value < 1 || value > policy.max_time_out_days))
    throw invalid('A time-out lasts from one day to the maximum', { max_days: policy.max_time_out_days });
}

function exclusionChange(request: SetLimitRequest, limits: readonly LimitRecord[], now: Date): LimitChange {
  const running = limits.find((limit) => exclusionTypes.has(limit.type) && isInForce(limit.status));
  // A self-exclusion without a value is indefinite: it has no end.
  const disableAt = request.value === null ? null : new Date(now.getTime() + request.value * DAY_MS);
  const insert: NewLimit = {
    type: request.type,
    status: 'active',
    period: null,
    value: request.value,
    confirmUntil: null,
    disableAt,
  };
  if (!running) return { insert, updates: [] };
  // An exclusion is never shortened: a new one only takes over when it ends later than the running one.
  const runningEnd = running.disableAt?.getTime() ?? Infinity;
  if ((disableAt?.getTime() ?? Infinity) <= runningEnd)
    throw invalid('A running exclusion cannot be shortened', {
      until: running.disableAt?.toISOString() ?? null,
    });
  return { insert, updates: [{ id: running.id, status: 'disabled' }] };
}

/**
 * What a request does to the player's limits (UKGC RTS 12, MGA player protection): a first limit or a
 * decrease applies at once and ends the limit it lowers; an increase waits `increase_cooling_off_hours` as
 * "unconfirmed" while the lower limit stays in force; a removal keeps binding until its `disable_at`; a newer
 * request replaces a pending one. Exclusions start at once and cannot be shortened or removed. `limits` are the
 * player's limits after `dueChanges`.
 */
export function planLimitChange(
  limits: readonly LimitRecord[],
  request: SetLimitRequest,
  policy: JurisdictionPolicy,
  now: Date,
): LimitChange {
  validate(request, policy);
  if (exclusionTypes.has(request.type)) return exclusionChange(request, limits, now);
  const period = request.period ?? null;
  const slot = limits.filter((limit) => sameSlot(limit, request.type, period));
  const current = slot.find((limit) => isInForce(limit.status));
  const pending = slot.filter((limit) => limit.status === 'unconfirmed');
  const updates: LimitUpdate[] = pending.map((limit) => ({ id: limit.id, status: 'unconfirmed_disabled' }));
  const coolingOffEnd = new Date(now.getTime() + policy.increase_cooling_off_hours * 3_600_000);
  const immediate = policy.increase_cooling_off_hours === 0;
  if (request.value === null) {
    if (current && current.status !== 'confirmed_disabled')
      updates.push(
        immediate
          ? { id: current.id, status: 'disabled' }
          : { id: current.id, status: 'confirmed_disabled', disableAt: coolingOffEnd },
      );
    return { insert: null, updates };
  }
  const base = { type: request.type, period, value: request.value, disableAt: null };
  const lowers = !current || current.value === null || request.value <= current.value;
  if (lowers || immediate) {
    if (current) updates.push({ id: current.id, status: 'disabled' });
    return { insert: { ...base, status: 'active', confirmUntil: null }, updates };
  }
  return { insert: { ...base, status: 'unconfirmed', confirmUntil: coolingOffEnd }, updates };
}

/**
 * What the player may still use under the limits of one type, lowest wins: the smallest of `value - used`
 * over every limit in force (a daily 100 under a weekly 50 leaves at most 50 today). Null when none binds.
 */
export function remainingAllowance(
  limits: readonly LimitRecord[],
  type: Type,
  usedIn: (period: LimitPeriod | null) => number,
): { remaining: number; limit: LimitRecord } | null {
  let lowest: { remaining: number; limit: LimitRecord } | null = null;
  for (const limit of limits) {
    if (limit.type !== type || !isInForce(limit.status) || limit.value === null) continue;
    const remaining = Math.max(0, limit.value - usedIn(limit.period));
    if (!lowest || remaining < lowest.remaining) lowest = { remaining, limit };
  }
  return lowest;
}

/** The running exclusion (self-exclusion or time-out) at `now`, if any. */
export function runningExclusion(limits: readonly LimitRecord[], now: Date): LimitRecord | null {
  return (
    limits.find(
      (limit) =>
        exclusionTypes.has(limit.type) &&
        isInForce(limit.status) &&
        (limit.disableAt === null || limit.disableAt > now),
    ) ?? null
  );
}
