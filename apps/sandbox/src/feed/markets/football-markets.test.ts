import { describe, expect, it } from 'vitest';
import { goalRates } from './football-markets';
import { MarketType } from './market-types';
import { priceMarkets } from './price-markets';
import type { PricingState } from './pricing-state';
import { evenMatch, prematch, testSport } from './test-fixtures';
import { findMarket, oddsOf } from './test-helpers';

const football = (state: PricingState) =>
  priceMarkets(evenMatch(), testSport('football'), state, 'sr:match:7');
const find = findMarket;
const odds = oddsOf;

describe('football markets', () => {
  it('rates even average sides with a quarter-goal home edge', () => {
    // 1.35 · 1 · 1 ± 1.35 · 0.09 = 1.4715 and 1.2285
    const rates = goalRates(evenMatch(), 'football', 0);
    expect(rates.home).toBeCloseTo(1.4715, 10);
    expect(rates.away).toBeCloseTo(1.2285, 10);
  });

  it('shortens the scorer and lengthens the rest when home scores', () => {
    const before = find(football({ homeScore: 0, awayScore: 0, remaining: 0.7 }), MarketType.matchResult);
    const after = find(football({ homeScore: 1, awayScore: 0, remaining: 0.7 }), MarketType.matchResult);
    expect(odds(after, 1)).toBeLessThan(odds(before, 1));
    expect(odds(after, 2)).toBeGreaterThan(odds(before, 2));
    expect(odds(after, 3)).toBeGreaterThan(odds(before, 3));
  });

  it('shortens the draw and under 2.5 as the clock runs at 0:0', () => {
    const early = football({ homeScore: 0, awayScore: 0, remaining: 0.9 });
    const late = football({ homeScore: 0, awayScore: 0, remaining: 0.2 });
    expect(odds(find(late, MarketType.matchResult), 2)).toBeLessThan(
      odds(find(early, MarketType.matchResult), 2),
    );
    expect(odds(find(late, MarketType.total, 'total=2.5'), 13)).toBeLessThan(
      odds(find(early, MarketType.total, 'total=2.5'), 13),
    );
  });

  it('drops the totals already passed and both teams to score once both have scored', () => {
    const markets = football({ homeScore: 1, awayScore: 1, remaining: 0.5 });
    expect(find(markets, MarketType.total, 'total=0.5')).toBeUndefined();
    expect(find(markets, MarketType.total, 'total=1.5')).toBeUndefined();
    expect(find(markets, MarketType.total, 'total=2.5')).toBeDefined();
    expect(find(markets, MarketType.bothTeamsToScore)).toBeUndefined();
  });

  it('makes correct scores that can no longer happen inactive', () => {
    const score = find(football({ homeScore: 1, awayScore: 0, remaining: 0.5 }), MarketType.correctScore)!;
    expect(score.outcomes.find((outcome) => outcome.name === '0:0')!.active).toBe(false);
    expect(score.outcomes.find((outcome) => outcome.name === '1:0')!.active).toBe(true);
  });

  it('offers both halves before kick-off and only the second once the first is over', () => {
    const before = football(prematch);
    expect(find(before, MarketType.firstHalfResult)).toBeDefined();
    expect(find(before, MarketType.secondHalfResult)).toBeDefined();
    const secondHalf = football({
      homeScore: 2,
      awayScore: 0,
      remaining: 0.3,
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 0 },
      ],
    });
    expect(find(secondHalf, MarketType.firstHalfResult)).toBeUndefined();
    // 2nd half stands 1:0, so its home win is shorter than an even side's at the start of a half
    const secondHalfResult = find(secondHalf, MarketType.secondHalfResult);
    expect(odds(secondHalfResult, 1)).toBeLessThan(odds(find(before, MarketType.secondHalfResult), 1));
  });

  it('leaves the second half out when the state cannot say its score', () => {
    const markets = football({ homeScore: 2, awayScore: 0, remaining: 0.3 });
    expect(find(markets, MarketType.secondHalfResult)).toBeUndefined();
  });

  it('offers nothing once the match is over', () => {
    expect(football({ homeScore: 2, awayScore: 1, remaining: 0 })).toEqual([]);
    // a draw leaves draw no bet with no outcome that can win: its stakes are returned, it is not offered
    expect(football({ homeScore: 1, awayScore: 1, remaining: 0 })).toEqual([]);
  });
});
