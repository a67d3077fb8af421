import type { Bet } from '@sportsbook/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boostedAmount, conversionsEarned, drawPrize, farmKeys, farms, poolShare } from './farming-rules';
import { leaderboard, maskEmail } from './leaderboard';
import { windowOf } from './running-programmes';

const placed = '2026-11-24T12:00:00.000Z';
const rule = { minOdds: 1.5, minStake: 100, from: new Date('2026-11-23'), to: new Date('2026-11-30') };

function betOf(overrides: Partial<Bet> = {}, odds = [2]): Bet {
  return {
    id: 7,
    ref: 'R7',
    type: odds.length > 1 ? 'combo' : 'single',
    status: 'waiting_results',
    created_at: placed,
    result: 'no_results',
    is_vip: false,
    stake: { value: 500, currency: 'EUR', subunits: 2 },
    win_amount: null,
    odds: odds.reduce((a, b) => a * b, 1),
    selections: odds.map((value, index) => ({
      id: index + 1,
      status: 'open',
      market: { id: 1, name: '1X2' },
      outcome: { id: 1, name: 'Home' },
      odds: value,
      match: {
        id: 100 + index,
        urn_id: `sr:match:${100 + index}`,
        slug: 'a-b',
        name: 'A - B',
        start_time: placed,
        status: 'not_started',
        sport_key: 'football',
      },
      specifier: '',
    })),
    to_cashout: null,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    ...overrides,
  } as Bet;
}

describe('farming rules (decision 0020)', () => {
  it('a bet farms only with real money, taken, inside the window, at the minimum odds and stake', () => {
    expect(farms(betOf(), rule)).toBe(true);
    expect(farms(betOf({ bonus: { id: 1, type: 'freebet', odds: null } }), rule)).toBe(false);
    expect(farms(betOf({ status: 'rejected' }), rule)).toBe(false);
    expect(farms(betOf({ created_at: '2026-11-22T23:59:59.000Z' }), rule)).toBe(false);
    expect(farms(betOf({}, [2, 1.4]), rule)).toBe(false);
    expect(farms(betOf({ stake: { value: 99, currency: 'EUR', subunits: 2 } }), rule)).toBe(false);
    expect(farms(betOf(), { ...rule, currency: 'USD' })).toBe(false);
  });

  it('farm_once_per_event keys a bet by its events, otherwise by the bet', () => {
    expect(farmKeys(betOf({}, [2, 3]), true)).toEqual(['event:100', 'event:101']);
    expect(farmKeys(betOf(), false)).toEqual(['bet:7']);
  });

  it('conversions and pool shares round down', () => {
    expect(conversionsEarned(49, 50)).toBe(0);
    expect(conversionsEarned(100, 50)).toBe(2);
    expect(poolShare(1_250, 100)).toBe(12);
    expect(poolShare(99, 100)).toBe(0);
  });

  it('a boosted freebet is the stake times the multiplier, rounded down, never more (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 10, max: 100 }),
        (amount, tenths) => {
          const boosted = boostedAmount(amount, tenths);
          const exact = (BigInt(amount) * BigInt(tenths)) / 10n;
          expect(BigInt(boosted)).toBe(exact);
        },
      ),
    );
  });

  it('draws each prize over its weight’s share of rolls', () => {
    const prizes = [
      { tenths: 12, weight: 3 },
      { tenths: 50, weight: 1 },
    ];
    expect(drawPrize(prizes, 0).tenths).toBe(12);
    expect(drawPrize(prizes, 0.749).tenths).toBe(12);
    expect(drawPrize(prizes, 0.75).tenths).toBe(50);
    expect(drawPrize(prizes, 0.999_999).tenths).toBe(50);
  });

  it('windows are whole spans aligned on Mondays, the same in every process', () => {
    const week = windowOf(new Date('2026-11-26T20:00:00Z'), 7);
    expect(week.from.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('leaderboard (SPEC §3 Leaderboard row)', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 12, minutes));
  const entry = (userId: number, farmedAmount: number, minutes: number) => ({
    userId,
    email: `player${userId}@mail.test`,
    farmedAmount,
    freebetsCount: 0,
    scoredAt: at(minutes),
  });

  it('equal amounts share a position (1, 2, 2, 4), the first to reach it listed first', () => {
    const rows = leaderboard(
      [entry(1, 500, 0), entry(2, 300, 5), entry(3, 300, 1), entry(4, 100, 0)],
      null,
      'EUR',
    );
    expect(rows.map((row) => row.position)).toEqual([1, 2, 2, 4]);
    expect(rows.map((row) => row.email)).toEqual([
      'p***1@mail.test',
      'p***3@mail.test',
      'p***2@mail.test',
      'p***4@mail.test',
    ]);
    expect(rows[1]!.farmed_amount).toBe(300);
  });

  it('shows the top rows and pins the viewer’s own row, unmasked, when it falls below them', () => {
    const entries = Array.from({ length: 15 }, (_, i) => entry(i + 1, 1_000 - i * 10, i));
    const rows = leaderboard(entries, 14, 'EUR', 10);
    expect(rows).toHaveLength(11);
    expect(rows.at(-1)).toEqual({
      position: 14,
      current_user: true,
      email: 'player14@mail.test',
      farmed_amount: 870,
      currency_code: 'EUR',
      farmed_freebets_count: 0,
    });
    expect(rows.filter((row) => row.current_user)).toHaveLength(1);
  });

  it('masks an email to its first and last letter and its domain', () => {
    expect(maskEmail('demo@sandbox.test')).toBe('d***o@sandbox.test');
    expect(maskEmail('jo@mail.test')).toBe('j***@mail.test');
    expect(maskEmail('broken')).toBe('***');
  });
});
