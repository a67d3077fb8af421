import { describe, expect, it } from 'vitest';
import { MarketType } from './market-types';
import { priceMarkets } from './price-markets';
import type { PricingState } from './pricing-state';
import { rallyChance } from './rally-markets';
import { evenMatch, prematch, testMatch, testSport } from './test-fixtures';
import { findMarket, oddsOf } from './test-helpers';

const volleyball = (state: PricingState) =>
  priceMarkets(evenMatch(), testSport('volleyball'), state, 'sr:match:7');

describe('volleyball and table tennis markets', () => {
  it('moves the rally chance by the quality difference', () => {
    // qualities 1.2 / 0.9 = 1.3333 and 0.95 / 1.05 = 0.9048: 0.5 + 0.035 · 0.4286 = 0.5150
    expect(rallyChance(testMatch(), 'volleyball', 0)).toBeCloseTo(0.515, 4);
  });

  it('offers set betting with the six final scores of a best of five', () => {
    const sets = findMarket(volleyball(prematch), MarketType.setBetting);
    expect(sets!.outcomes.map((outcome) => outcome.name)).toEqual(['3:0', '3:1', '3:2', '2:3', '1:3', '0:3']);
  });

  it('shortens the side that leads the set under way', () => {
    const winner = (state: PricingState) => oddsOf(findMarket(volleyball(state), MarketType.winner), 4);
    const level = winner({ homeScore: 0, awayScore: 0, remaining: 0.9, periods: [{ home: 10, away: 10 }] });
    const ahead = winner({ homeScore: 0, awayScore: 0, remaining: 0.9, periods: [{ home: 20, away: 12 }] });
    expect(ahead).toBeLessThan(level);
  });

  it('drops the set winner of a finished set and reads the sets won from the periods', () => {
    const markets = volleyball({
      homeScore: 1,
      awayScore: 0,
      remaining: 0.7,
      periods: [{ home: 25, away: 20 }],
    });
    expect(
      markets.filter((market) => market.id === MarketType.setWinner).map((market) => market.specifier),
    ).toEqual(['setnr=2']);
    const sets = findMarket(markets, MarketType.setBetting)!;
    expect(sets.outcomes.find((outcome) => outcome.name === '0:3')!.active).toBe(false);
  });

  it('plays table tennis sets to eleven: fewer points in all', () => {
    const expected = (key: string) => {
      const lines = priceMarkets(evenMatch(), testSport(key), prematch, 'sr:match:7')
        .filter((market) => market.id === MarketType.totalPoints && market.most_balanced)
        .map((market) => Number(market.specifier.slice('total='.length)));
      return lines[0]!;
    };
    // about 3.9 sets of about 46 points in volleyball, of about 19 in table tennis
    expect(expected('volleyball')).toBeGreaterThan(160);
    expect(expected('table-tennis')).toBeLessThan(90);
  });
});
