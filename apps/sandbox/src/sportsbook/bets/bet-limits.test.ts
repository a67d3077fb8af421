import { describe, expect, it } from 'vitest';
import { supportedCurrencies } from '../../platform/wallet/currencies';
import { EUR_LIMITS, decimalFraction, downToTwoDigits, stakeLimitsIn, upToStep } from './bet-limits';

/** A fraction from two integers. */
function ratio(numerator: number, denominator = 1) {
  return { numerator: BigInt(numerator), denominator: BigInt(denominator) };
}

describe('stake limits per currency', () => {
  it('rounds a minimum up to the next 1-2-5 step, keeping an exact step', () => {
    expect(upToStep(ratio(10))).toBe(10);
    expect(upToStep(ratio(108, 10))).toBe(20); // 10.8 → 20
    expect(upToStep(ratio(85, 10))).toBe(10); // 8.5 → 10
    expect(upToStep(ratio(43))).toBe(50);
    expect(upToStep(ratio(201))).toBe(500);
    expect(upToStep(ratio(1, 1000))).toBe(1); // never below one minor unit
  });

  it('rounds a maximum down to two significant digits, never to zero', () => {
    expect(downToTwoDigits(ratio(1_080_000))).toBe(1_000_000);
    expect(downToTwoDigits(ratio(1_620_000))).toBe(1_600_000);
    expect(downToTwoDigits(ratio(99))).toBe(99);
    expect(downToTwoDigits(ratio(1, 3))).toBe(1);
  });

  it('reads rates as exact decimals, refusing anything else', () => {
    expect(decimalFraction('0.000016')).toEqual(ratio(16, 1_000_000));
    expect(decimalFraction('162')).toEqual(ratio(162));
    expect(() => decimalFraction('1e-7')).toThrow();
  });

  it('keeps the euro limits as written: 0.10 to 10,000.00, win 100,000.00, VIP from 1,000.00', () => {
    expect(stakeLimitsIn('EUR')).toEqual(EUR_LIMITS);
  });

  // Each figure: the euro limit × the rate, in the currency's minor units, then rounded.
  it.each([
    // 0.10 × 1.08 = 0.108 USD → 0.20; 10,000 × 1.08 = 10,800 → 10,000; 108,000 → 100,000; 1,080 → 1,000
    ['USD', { minStake: 20, maxStake: 1_000_000, maxWin: 10_000_000, vipStake: 100_000 }],
    // 0.085 GBP → 0.10; 8,500; 85,000; 850
    ['GBP', { minStake: 10, maxStake: 850_000, maxWin: 8_500_000, vipStake: 85_000 }],
    // 1.16 NOK → 2.00; 116,000 → 110,000; 1,160,000 → 1,100,000; 11,600 → 11,000
    ['NOK', { minStake: 200, maxStake: 11_000_000, maxWin: 110_000_000, vipStake: 1_100_000 }],
    // 0.43 PLN → 0.50; 43,000; 430,000; 4,300
    ['PLN', { minStake: 50, maxStake: 4_300_000, maxWin: 43_000_000, vipStake: 430_000 }],
    // 3.50 TRY → 5.00; 350,000; 3,500,000; 35,000
    ['TRY', { minStake: 500, maxStake: 35_000_000, maxWin: 350_000_000, vipStake: 3_500_000 }],
    // 16.2 JPY → 20 (no minor digits); 1,620,000 → 1,600,000; 16,200,000 → 16,000,000; 162,000 → 160,000
    ['JPY', { minStake: 20, maxStake: 1_600_000, maxWin: 16_000_000, vipStake: 160_000 }],
    // 0.0000016 BTC = 160 sat → 200 sat; 0.16 BTC; 1.6 BTC; 0.016 BTC
    ['BTC', { minStake: 200, maxStake: 16_000_000, maxWin: 160_000_000, vipStake: 1_600_000 }],
    // 0.000033 ETH = 33,000 gwei → 50,000; 3.3 ETH; 33 ETH; 0.33 ETH
    ['ETH', { minStake: 50_000, maxStake: 3_300_000_000, maxWin: 33_000_000_000, vipStake: 330_000_000 }],
    // 0.108 USDT → 0.2; 10,800 → 10,000; 108,000 → 100,000; 1,080 → 1,000 (6 digits)
    ['USDT', { minStake: 200_000, maxStake: 1e10, maxWin: 1e11, vipStake: 1e9 }],
  ])('derives the %s limits from the euro ones by its rate', (currency, limits) => {
    expect(stakeLimitsIn(currency)).toEqual(limits);
  });

  it('has limits for every currency an account can hold, each a safe integer, minimum below maximum', () => {
    for (const { code } of supportedCurrencies) {
      const limits = stakeLimitsIn(code);
      for (const value of Object.values(limits)) expect(Number.isSafeInteger(value)).toBe(true);
      expect(limits.minStake).toBeLessThan(limits.vipStake);
      expect(limits.vipStake).toBeLessThan(limits.maxStake);
      expect(limits.maxStake).toBeLessThan(limits.maxWin);
    }
  });
});
