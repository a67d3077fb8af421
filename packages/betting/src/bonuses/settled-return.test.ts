import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ComboboostRange } from './comboboost';
import { freebetPayout } from './freebet';
import { settledReturn } from './settled-return';
import type { SettledLeg } from './settled-return';

const ladder: ComboboostRange[] = [
  { min_count: 3, max_count: 4, bonus_odds: 1.05 },
  { min_count: 5, max_count: 20, bonus_odds: 1.1 },
];

describe('SPEC §3 Comboboost: the boost multiplies the win by its snapshotted odds', () => {
  it('a won 4-leg combo pays stake × odds × bonus odds, rounded down once', () => {
    // 10.00 × 2.00 × 1.50 × 1.80 × 1.40 = 75.60; × 1.05 = 79.38
    const legs: SettledLeg[] = [2, 1.5, 1.8, 1.4].map((odds) => ({ odds, result: 'won' }));
    expect(settledReturn(1000, legs, ladder)).toBe(7938);
    expect(settledReturn(1000, legs, null)).toBe(7560);
  });

  it('a void leg of a 5-leg combo drops it to the 3-4 range', () => {
    // 10.00 × 2^4 = 160.00; four legs standing: × 1.05 = 168.00 (not × 1.10)
    const legs: SettledLeg[] = [
      ...[2, 2, 2, 2].map((odds) => ({ odds, result: 'won' as const })),
      { odds: 3, result: 'void' },
    ];
    expect(settledReturn(1000, legs, ladder)).toBe(16800);
  });

  it('two void legs of a 4-leg combo leave two standing: no boost', () => {
    // 10.00 × 2 × 2 = 40.00
    const legs: SettledLeg[] = [
      { odds: 2, result: 'won' },
      { odds: 2, result: 'won' },
      { odds: 5, result: 'void' },
      { odds: 5, result: 'void' },
    ];
    expect(settledReturn(1000, legs, ladder)).toBe(4000);
  });

  it('a lost leg pays nothing, boost or not', () => {
    const legs: SettledLeg[] = [2, 2, 2].map((odds, index) => ({
      odds,
      result: index === 0 ? 'lost' : 'won',
    }));
    expect(settledReturn(1000, legs, ladder)).toBe(0);
  });
});

// Plain oracle: odds in thousandths, bigint all the way, nothing shared with the engine.
function oracleReturn(stake: bigint, legs: { thousandths: number; result: SettledLeg['result'] }[]): bigint {
  if (legs.some((leg) => leg.result === 'lost')) return 0n;
  const won = legs.filter((leg) => leg.result === 'won');
  const product = won.reduce((p, leg) => p * BigInt(leg.thousandths), 1n);
  let value = stake * product;
  let scale = 1000n ** BigInt(won.length);
  const range = ladder.find((r) => won.length >= r.min_count && won.length <= r.max_count);
  if (range && won.length > 0) {
    value *= BigInt(Math.round(range.bonus_odds * 1000));
    scale *= 1000n;
  }
  return value / scale;
}

const arbitraryLegs = fc.array(
  fc.record({
    thousandths: fc.integer({ min: 1001, max: 20_000 }),
    result: fc.constantFrom<SettledLeg['result']>('won', 'won', 'won', 'void', 'lost'),
  }),
  { minLength: 1, maxLength: 8 },
);

describe('bonus payout arithmetic against a plain oracle', () => {
  it('the settled return of a boosted combo equals the oracle to the minor unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), arbitraryLegs, (stake, legs) => {
        const engineLegs = legs.map((leg) => ({ odds: leg.thousandths / 1000, result: leg.result }));
        expect(BigInt(settledReturn(stake, engineLegs, ladder))).toBe(oracleReturn(BigInt(stake), legs));
      }),
    );
  });

  it('a freebet never pays more than its bet returns, and only_win pays exactly the return less the stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), arbitraryLegs, (stake, legs) => {
        const engineLegs = legs.map((leg) => ({ odds: leg.thousandths / 1000, result: leg.result }));
        const allVoid = legs.every((leg) => leg.result === 'void');
        const back = settledReturn(stake, engineLegs, null);
        const allWin = freebetPayout('freebet_all_win', stake, back, allVoid).credit;
        const onlyWin = freebetPayout('freebet_only_win', stake, back, allVoid).credit;
        const noRisk = freebetPayout('freebet_no_risk', stake, back, allVoid).credit;
        if (allVoid) expect([allWin, onlyWin, noRisk]).toEqual([0, 0, 0]);
        else if (back === 0) expect([allWin, onlyWin, noRisk]).toEqual([0, 0, stake]);
        else {
          expect(allWin).toBe(back);
          expect(onlyWin).toBe(back - stake);
          expect(noRisk).toBe(back - stake);
        }
      }),
    );
  });
});
