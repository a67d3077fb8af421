import { describe, expect, it } from 'vitest';
import { MarketType } from './market-types';
import { priceMarkets } from './price-markets';
import type { PricingState } from './pricing-state';
import { pointsRates } from './points-rates';
import { evenMatch, prematch, testSport } from './test-fixtures';
import { findMarket, oddsOf } from './test-helpers';

const price = (key: string, state: PricingState) =>
  priceMarkets(evenMatch(), testSport(key), state, 'sr:match:7');
const moneyline = (state: PricingState) =>
  findMarket(price('basketball', state), MarketType.winnerInclOvertime);

describe('points markets', () => {
  it('rates average basketball sides at 95 points plus or minus half the home edge', () => {
    // 95 · (1 · 1)^0.3 ± 2.5 / 2 = 96.25 and 93.75; variance = mean (dispersion 1)
    const rates = pointsRates(evenMatch(), 'basketball', 0);
    expect(rates.homeMean).toBeCloseTo(96.25, 10);
    expect(rates.awayVariance).toBeCloseTo(93.75, 10);
  });

  it('shortens the side that leads, and more so as the clock runs down', () => {
    const level = oddsOf(moneyline({ homeScore: 50, awayScore: 50, remaining: 0.5 }), 4);
    const ahead = oddsOf(moneyline({ homeScore: 58, awayScore: 50, remaining: 0.5 }), 4);
    const aheadLate = oddsOf(moneyline({ homeScore: 58, awayScore: 50, remaining: 0.1 }), 4);
    expect(ahead).toBeLessThan(level);
    expect(aheadLate).toBeLessThan(ahead);
  });

  it('hangs the total lines around the expected final total', () => {
    const lines = (state: PricingState) =>
      price('basketball', state)
        .filter((market) => market.id === MarketType.totalInclOvertime)
        .map((market) => Number(market.specifier.slice('total='.length)));
    // prematch: 96.25 + 93.75 = 190 → lines 184.5 … 196.5; after a 130-point first half: 130 + 95 = 225
    expect(lines(prematch)).toEqual([184.5, 187.5, 190.5, 193.5, 196.5]);
    expect(Math.min(...lines({ homeScore: 65, awayScore: 65, remaining: 0.5 }))).toBeGreaterThan(215);
  });

  it('drops the quarters already played and keeps those to come', () => {
    const markets = price('basketball', {
      homeScore: 30,
      awayScore: 25,
      remaining: 0.6,
      periods: [
        { home: 25, away: 20 },
        { home: 5, away: 5 },
      ],
    });
    const quarters = markets
      .filter((market) => market.id === MarketType.quarterResult)
      .map((market) => market.specifier);
    expect(quarters).toEqual(['quarternr=2', 'quarternr=3', 'quarternr=4']);
    // 1st half: 30:25 with a fifth of it left (0.4 of quarter 2 = 0.2 of the half); home leads, so it is favourite
    const half = findMarket(markets, MarketType.firstHalfResult);
    expect(oddsOf(half, 1)).toBeLessThan(oddsOf(half, 3));
  });

  it('offers a three-way result in handball, where a draw stands', () => {
    const result = findMarket(price('handball', prematch), MarketType.matchResult);
    expect(result!.outcomes.map((outcome) => outcome.name)).toEqual(['Team 1', 'Draw', 'Team 2']);
    // draw = P(|margin| < 0.5) with σ ≈ 5.3: about 7.5 %, odds about 12
    expect(oddsOf(result, 2)).toBeGreaterThan(8);
    expect(oddsOf(result, 2)).toBeLessThan(20);
  });

  it('closes the fourth quarter once overtime is under way', () => {
    // overtime stretches the match, so the clock's share alone would still leave time in the fourth quarter
    const quarters = [
      { home: 25, away: 25 },
      { home: 25, away: 25 },
      { home: 25, away: 25 },
      { home: 25, away: 25 },
    ];
    const markets = price('basketball', {
      homeScore: 102,
      awayScore: 100,
      remaining: 0.05,
      periods: [...quarters, { home: 2, away: 0 }],
    });
    expect(markets.filter((market) => market.id === MarketType.quarterResult)).toEqual([]);
    expect(oddsOf(findMarket(markets, MarketType.winnerInclOvertime), 4)).toBeLessThan(1.9);
  });
});
