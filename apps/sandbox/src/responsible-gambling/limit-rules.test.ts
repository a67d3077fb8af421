import { defaultJurisdictionPolicies } from '@sportsbook/contract';
import type { JurisdictionPolicy } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { dueChanges, planLimitChange, remainingAllowance, runningExclusion } from './limit-rules';
import type { LimitRecord } from './limit-rules';

const policy: JurisdictionPolicy = defaultJurisdictionPolicies.ukgc!;
const now = new Date('2026-11-26T12:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);

function limit(partial: Partial<LimitRecord> & Pick<LimitRecord, 'id' | 'type'>): LimitRecord {
  return { status: 'active', period: null, value: null, confirmUntil: null, disableAt: null, ...partial };
}

const dailyDeposit = limit({ id: 1, type: 'deposit', period: 'day', value: 10_000 });
/** A raise of `dailyDeposit` to 200.00 asked for at `now`, waiting out its 24 hours. */
const pending = limit({
  id: 2,
  type: 'deposit',
  period: 'day',
  value: 20_000,
  status: 'unconfirmed',
  confirmUntil: hours(24),
});

describe('limit changes (UKGC RTS 12: decrease now, increase after the cooling-off)', () => {
  it('applies a first limit at once', () => {
    const change = planLimitChange([], { type: 'loss', period: 'week', value: 5_000 }, policy, now);
    expect(change).toEqual({
      insert: {
        type: 'loss',
        period: 'week',
        value: 5_000,
        status: 'active',
        confirmUntil: null,
        disableAt: null,
      },
      updates: [],
    });
  });

  it('applies a decrease at once and ends the limit it lowers', () => {
    const change = planLimitChange(
      [dailyDeposit],
      { type: 'deposit', period: 'day', value: 5_000 },
      policy,
      now,
    );
    expect(change.insert).toMatchObject({ value: 5_000, status: 'active' });
    expect(change.updates).toEqual([{ id: 1, status: 'disabled' }]);
  });

  it('holds an increase as unconfirmed until the cooling-off ends, the lower limit staying in force', () => {
    const change = planLimitChange(
      [dailyDeposit],
      { type: 'deposit', period: 'day', value: 20_000 },
      policy,
      now,
    );
    // 24 hours of cooling-off in the UKGC row of the policy table.
    expect(change.insert).toMatchObject({ value: 20_000, status: 'unconfirmed', confirmUntil: hours(24) });
    expect(change.updates).toEqual([]);
  });

  it('lets the increase take over once its cooling-off is over, not before', () => {
    expect(dueChanges([dailyDeposit, pending], hours(23))).toEqual([]);
    expect(dueChanges([dailyDeposit, pending], hours(24))).toEqual([
      { id: 2, status: 'confirmed' },
      { id: 1, status: 'disabled' },
    ]);
  });

  it('keeps a removed limit binding until the cooling-off ends', () => {
    const change = planLimitChange(
      [dailyDeposit],
      { type: 'deposit', period: 'day', value: null },
      policy,
      now,
    );
    expect(change).toEqual({
      insert: null,
      updates: [{ id: 1, status: 'confirmed_disabled', disableAt: hours(24) }],
    });
    const removing = limit({ ...dailyDeposit, status: 'confirmed_disabled', disableAt: hours(24) });
    expect(dueChanges([removing], hours(24))).toEqual([{ id: 1, status: 'disabled' }]);
  });

  it('replaces a pending increase with a newer request', () => {
    const change = planLimitChange(
      [dailyDeposit, pending],
      { type: 'deposit', period: 'day', value: 8_000 },
      policy,
      now,
    );
    expect(change.updates).toEqual([
      { id: 2, status: 'unconfirmed_disabled' },
      { id: 1, status: 'disabled' },
    ]);
    expect(change.insert).toMatchObject({ value: 8_000, status: 'active' });
  });

  it('applies an increase at once in a jurisdiction without cooling-off', () => {
    const change = planLimitChange(
      [dailyDeposit],
      { type: 'deposit', period: 'day', value: 20_000 },
      { ...policy, increase_cooling_off_hours: 0 },
      now,
    );
    expect(change.insert).toMatchObject({ status: 'active', value: 20_000 });
  });
});

describe('the policy table decides what a player may set', () => {
  it('refuses a limit type the jurisdiction does not offer', () => {
    const only = { ...policy, limit_types: ['deposit' as const] };
    expect(() => planLimitChange([], { type: 'loss', period: 'day', value: 1 }, only, now)).toThrow(
      expect.objectContaining({ code: 'limit_not_offered' }),
    );
  });

  it('asks money limits for a period and refuses one elsewhere', () => {
    expect(() => planLimitChange([], { type: 'wager', value: 1 }, policy, now)).toThrow(
      expect.objectContaining({ code: 'invalid_limit' }),
    );
    expect(() =>
      planLimitChange([], { type: 'reality_check', period: 'day', value: 60 }, policy, now),
    ).toThrow(expect.objectContaining({ code: 'invalid_limit' }));
  });

  it('offers only the reality-check intervals of the jurisdiction', () => {
    expect(() => planLimitChange([], { type: 'reality_check', value: 45 }, policy, now)).toThrow(
      expect.objectContaining({ code: 'invalid_limit' }),
    );
    expect(planLimitChange([], { type: 'reality_check', value: 15 }, policy, now).insert).toMatchObject({
      value: 15,
    });
  });

  it('refuses a self-exclusion shorter than the minimum (183 days under the UKGC)', () => {
    expect(() => planLimitChange([], { type: 'selfexclusion', value: 182 }, policy, now)).toThrow(
      expect.objectContaining({ code: 'invalid_limit' }),
    );
    expect(planLimitChange([], { type: 'selfexclusion', value: 183 }, policy, now).insert).toMatchObject({
      status: 'active',
      disableAt: hours(183 * 24),
    });
  });

  it('refuses a time-out longer than the maximum (30 days under the MGA)', () => {
    const mga = defaultJurisdictionPolicies.mga!;
    expect(() => planLimitChange([], { type: 'coolingoff', value: 31 }, mga, now)).toThrow(
      expect.objectContaining({ code: 'invalid_limit' }),
    );
    expect(planLimitChange([], { type: 'coolingoff', value: 30 }, mga, now).insert).toMatchObject({
      disableAt: hours(30 * 24),
    });
  });
});

describe('exclusions', () => {
  const timeOut = limit({ id: 5, type: 'coolingoff', value: 7, disableAt: hours(7 * 24) });

  it('cannot be shortened or removed while they run', () => {
    expect(() => planLimitChange([timeOut], { type: 'coolingoff', value: 3 }, policy, now)).toThrow(
      expect.objectContaining({ code: 'invalid_limit' }),
    );
    expect(() => planLimitChange([timeOut], { type: 'coolingoff', value: null }, policy, now)).toThrow(
      expect.objectContaining({ code: 'invalid_limit' }),
    );
  });

  it('can be lengthened, a self-exclusion taking over a time-out', () => {
    const change = planLimitChange([timeOut], { type: 'selfexclusion', value: null }, policy, now);
    expect(change.updates).toEqual([{ id: 5, status: 'disabled' }]);
    expect(change.insert).toMatchObject({ type: 'selfexclusion', disableAt: null });
  });

  it('runs until its end and no longer', () => {
    expect(runningExclusion([timeOut], hours(7 * 24 - 1))).toBe(timeOut);
    expect(runningExclusion([timeOut], hours(7 * 24))).toBeNull();
  });
});

describe('lowest wins across periods', () => {
  const weekly = limit({ id: 2, type: 'deposit', period: 'week', value: 5_000 });

  it('binds by the smallest remaining allowance, whatever the period', () => {
    // Daily 100.00 with 20.00 used leaves 80.00; weekly 50.00 with 30.00 used leaves 20.00: 20.00 wins.
    const used = { day: 2_000, week: 3_000, month: 0 };
    const allowance = remainingAllowance([dailyDeposit, weekly], 'deposit', (period) => used[period!]);
    expect(allowance).toEqual({ remaining: 2_000, limit: weekly });
  });

  it('counts a pending increase for nothing and a removal until it ends', () => {
    const smallPending = { ...pending, value: 1 };
    const removing = limit({ ...weekly, status: 'confirmed_disabled', disableAt: hours(1) });
    expect(remainingAllowance([smallPending, removing], 'deposit', () => 0)).toEqual({
      remaining: 5_000,
      limit: removing,
    });
  });

  it('is null without a limit of the type', () => {
    expect(remainingAllowance([dailyDeposit], 'loss', () => 0)).toBeNull();
  });
});
