import { describe, expect, it } from 'vitest';
import { MarketType } from './market-types';
import { priceMarkets } from './price-markets';
import type { PricingState } from './pricing-state';
import { evenMatch, prematch, testSport } from './test-fixtures';
import { findMarket, oddsOf } from './test-helpers';

const price = (key: string, state: PricingState) =>
  priceMarkets(evenMatch(), testSport(key), state, 'sr:match:7');

describe('ice hockey markets', () => {
  it('keeps the winner incl. overtime open after a level regulation time', () => {
    const markets = price('ice-hockey', { homeScore: 2, awayScore: 2, remaining: 0 });
    expect(findMarket(markets, MarketType.matchResult)).toBeUndefined();
    const winner = findMarket(markets, MarketType.winnerInclOvertimeAndPenalties);
    // overtime shared by the scoring rates 3.27 : 2.73, about 54 : 46
    expect(oddsOf(winner, 4)).toBeLessThan(oddsOf(winner, 5));
  });

  it('drops the regulation 1X2 once overtime is under way', () => {
    const periods = [
      { home: 1, away: 1 },
      { home: 0, away: 0 },
      { home: 1, away: 1 },
      { home: 0, away: 0 },
    ];
    const markets = price('ice-hockey', { homeScore: 2, awayScore: 2, remaining: 0.03, periods });
    expect(findMarket(markets, MarketType.matchResult)).toBeUndefined();
    expect(findMarket(markets, MarketType.winnerInclOvertimeAndPenalties)).toBeDefined();
  });

  it('prices the winner shorter than the regulation home win, which loses the overtime share', () => {
    const markets = price('ice-hockey', prematch);
    expect(oddsOf(findMarket(markets, MarketType.winnerInclOvertimeAndPenalties), 4)).toBeLessThan(
      oddsOf(findMarket(markets, MarketType.matchResult), 1),
    );
  });
});

describe('baseball markets', () => {
  it('centres the totals on about 8.8 runs for average sides', () => {
    // 4.4 · 1 + 0.1 and 4.4 · 1 − 0.1 = 8.8 → 5 lines around 8.5
    const lines = price('baseball', prematch)
      .filter((market) => market.id === MarketType.totalInclExtraInnings)
      .map((market) => market.specifier);
    expect(lines).toEqual(['total=6.5', 'total=7.5', 'total=8.5', 'total=9.5', 'total=10.5']);
  });

  it('shortens the side ahead late in the game on the run line', () => {
    const minus = (state: PricingState) =>
      oddsOf(findMarket(price('baseball', state), MarketType.runLine, 'hcp=-1.5'), 1714);
    expect(minus({ homeScore: 4, awayScore: 1, remaining: 0.2 })).toBeLessThan(minus(prematch));
  });
});
