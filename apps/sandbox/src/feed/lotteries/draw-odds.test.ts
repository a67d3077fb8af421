import { describe, expect, it } from 'vitest';
import { overround } from '../pricing/margin';
import { DrawMarketType, LOTTERY_MARGIN, priceDrawMarkets } from './draw-markets';
import {
  firstBallOddProbability,
  numberDrawnProbability,
  sumDistribution,
  sumOverProbability,
} from './draw-odds';
import { lotteries } from './lottery-data';

describe('lottery odds', () => {
  it('counts the sums of 2 balls out of 1..4 by hand', () => {
    // Pairs: 1+2=3, 1+3=4, 1+4=5, 2+3=5, 2+4=6, 3+4=7 — six equally likely draws.
    const distribution = sumDistribution(4, 2);
    expect(distribution[3]).toBeCloseTo(1 / 6);
    expect(distribution[5]).toBeCloseTo(2 / 6);
    expect(sumOverProbability(distribution, 5.5)).toBeCloseTo(2 / 6);
  });

  it("centres Keno's sum on drawn × (pool + 1) / 2 and sums to one", () => {
    const distribution = sumDistribution(80, 20);
    expect(distribution.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
    const mean = distribution.reduce((sum, p, total) => sum + p * total, 0);
    expect(mean).toBeCloseTo((20 * 81) / 2, 6);
  });

  it('gives each number drawn / pool and the first ball odd the share of odd numbers', () => {
    expect(numberDrawnProbability(49, 6)).toBeCloseTo(6 / 49);
    expect(firstBallOddProbability(49)).toBeCloseTo(25 / 49);
    expect(firstBallOddProbability(80)).toBe(0.5);
  });

  it('prices every market of a draw with the lottery margin', () => {
    const lotto = lotteries.find((lottery) => lottery.pool === 49)!;
    const markets = priceDrawMarkets(lotto, { id: 1, drawsAt: 0 }, 'lottery');
    expect(markets.filter((market) => market.id === DrawMarketType.numberDrawn)).toHaveLength(49);
    for (const market of markets)
      expect(overround(market.outcomes.map((outcome) => outcome.odds))).toBeCloseTo(LOTTERY_MARGIN, 1);
    // A number is drawn 6 times in 49: "No" is the favourite by far.
    const seven = markets.find((market) => market.specifier === 'number=7')!;
    expect(seven.outcomes[0]!.odds).toBeGreaterThan(seven.outcomes[1]!.odds);
  });

  it('marks the sum line nearest the mean as the most balanced', () => {
    const keno = lotteries.find((lottery) => lottery.pool === 80)!;
    const sums = priceDrawMarkets(keno, { id: 1, drawsAt: 0 }, 'lottery').filter(
      (market) => market.id === DrawMarketType.sumOfBalls,
    );
    const balanced = sums.filter((market) => market.most_balanced);
    expect(balanced.map((market) => market.specifier)).toEqual(['total=810.5']);
  });
});
