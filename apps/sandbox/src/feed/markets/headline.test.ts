import { describe, expect, it } from 'vitest';
import { sportFormats } from '../match-state';
import { headlineMarkets, headlineOutcomeCounts } from './headline';
import { MarketType } from './market-types';
import { priceMarkets } from './price-markets';
import { prematch, testMatch, testSport } from './test-fixtures';

describe('headline markets', () => {
  it.each(Object.keys(sportFormats))(
    'finds the result market and a balanced total for %s, with the counts the league view shows',
    (key) => {
      const { main, secondary } = headlineMarkets(
        key,
        priceMarkets(testMatch(), testSport(key), prematch, 'sr:match:7'),
      );
      const counts = headlineOutcomeCounts(key);
      expect(main!.outcomes).toHaveLength(counts.main);
      expect(secondary!.outcomes).toHaveLength(counts.secondary);
      expect(secondary!.most_balanced).toBe(true);
    },
  );

  it('picks football 1X2 and its most balanced goals line', () => {
    const { main, secondary } = headlineMarkets(
      'football',
      priceMarkets(testMatch(), testSport('football'), prematch, 'u'),
    );
    expect(main!.id).toBe(MarketType.matchResult);
    expect(secondary!.id).toBe(MarketType.total);
  });

  it('gives null when a match no longer offers its result market', () => {
    const markets = priceMarkets(
      testMatch(),
      testSport('football'),
      { homeScore: 1, awayScore: 0, remaining: 0 },
      'u',
    );
    expect(headlineMarkets('football', markets)).toEqual({ main: null, secondary: null });
  });
});
