import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planFunding, shareOf } from './funding-plan';
import type { FundingLevel, StakedBet } from './funding-plan';

const level = (overrides: Partial<FundingLevel> = {}): FundingLevel => ({
  id: 1,
  jackpotId: 1,
  currency: 'EUR',
  minStake: 100,
  seed: 5_000,
  ceiling: 50_000,
  pool: 5_000,
  shareBp: 50,
  hitOneIn: 500,
  version: 0,
  ...overrides,
});

const bet = (id: number, stake: number, overrides: Partial<StakedBet> = {}): StakedBet => ({
  id,
  userId: 7,
  stake,
  currency: 'EUR',
  freebet: false,
  ...overrides,
});

const never = () => false;

describe('jackpot funding plan', () => {
  it('pays each level its share of the stake rounded down to the minor unit', () => {
    // 12.34 EUR at 0.5 %: 1234 × 50 / 10000 = 6.17 → 6 cents; at 0.3 %: 3.702 → 3 cents
    const plan = planFunding(
      [level(), level({ id: 2, shareBp: 30, pool: 50_000, ceiling: 500_000 })],
      [bet(1, 1234)],
      never,
    );
    expect(plan.contributions).toEqual([
      { betId: 1, levelId: 1, amount: 6 },
      { betId: 1, levelId: 2, amount: 3 },
    ]);
    expect(plan.levels.map((entry) => entry.pool)).toEqual([5_006, 50_003]);
    expect(plan.qualifying).toEqual([1]);
  });

  it('never grows a level past its ceiling: the bet pays in only what fits', () => {
    // 49 998 + 10 000 × 0.5 % (50) would pass 50 000: only 2 cents go in, the next bet none
    const plan = planFunding([level({ pool: 49_998 })], [bet(1, 10_000), bet(2, 10_000)], never);
    expect(plan.contributions).toEqual([{ betId: 1, levelId: 1, amount: 2 }]);
    expect(plan.levels[0]!.pool).toBe(50_000);
    expect(plan.qualifying).toEqual([1, 2]);
  });

  it('leaves out freebets, other currencies and stakes under the minimum', () => {
    const plan = planFunding(
      [level()],
      [bet(1, 5_000, { freebet: true }), bet(2, 5_000, { currency: 'USD' }), bet(3, 99)],
      () => true,
    );
    expect(plan).toEqual({ levels: [], contributions: [], hits: [], qualifying: [] });
  });

  it('a hit wins the pool including the hitting bet share and restarts the level at its seed', () => {
    // 5 000 + 10 000 × 0.5 % = 5 050 is won; the level restarts at 5 000 with version 1, then bet 2 adds 50
    const plan = planFunding([level()], [bet(1, 10_000), bet(2, 10_000)], (_, betId) => betId === 1);
    expect(plan.hits).toEqual([
      { levelId: 1, jackpotId: 1, levelVersion: 0, betId: 1, userId: 7, amount: 5_050, currency: 'EUR' },
    ]);
    expect(plan.levels).toEqual([{ id: 1, pool: 5_050, version: 1, readVersion: 0 }]);
  });

  it('two bets hitting at once: the first recorded wins the pool, the second wins the restarted one', () => {
    const plan = planFunding([level()], [bet(1, 10_000), bet(2, 10_000)], () => true);
    expect(plan.hits.map((hit) => [hit.betId, hit.levelVersion, hit.amount])).toEqual([
      [1, 0, 5_050],
      [2, 1, 5_050],
    ]);
  });

  it('keeps every minor unit: final pool + hits = start + seeds of restarts + contributions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean()), { maxLength: 40 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (stakes, shareBp, seed, room) => {
          const start = level({ seed, pool: seed, ceiling: seed + room, shareBp, minStake: 0 });
          const bets = stakes.map(([stake], index) => bet(index + 1, stake));
          const plan = planFunding([start], bets, (_, betId) => stakes[betId - 1]![1]);
          const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
          const contributed = sum(plan.contributions.map((entry) => entry.amount));
          const won = sum(plan.hits.map((hit) => hit.amount));
          const final = plan.levels[0]?.pool ?? seed;
          // Oracle: every cent that went in is in the pool now or was won; each restart adds the seed again.
          expect(final + won).toBe(seed + plan.hits.length * seed + contributed);
          expect(final).toBeLessThanOrEqual(seed + room);
          for (const entry of plan.contributions)
            expect(entry.amount).toBeLessThanOrEqual(shareOf(bets[entry.betId - 1]!.stake, shareBp));
          expect(new Set(plan.hits.map((hit) => hit.levelVersion)).size).toBe(plan.hits.length);
        },
      ),
    );
  });
});
