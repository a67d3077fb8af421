import { describe, expect, it } from 'vitest';
import { mapChance } from './esports-markets';
import { MarketType } from './market-types';
import { priceMarkets } from './price-markets';
import type { PricingState } from './pricing-state';
import { evenMatch, prematch, testSport } from './test-fixtures';
import { findMarket, oddsOf } from './test-helpers';

const cs2 = (state: PricingState) => priceMarkets(evenMatch(), testSport('cs2'), state, 'sr:match:7');

describe('esports markets', () => {
  it('gives equal teams a map chance just over a half for the side picking first', () => {
    // 1 / (1 + e^-0.05) = 0.51250
    expect(mapChance(evenMatch(), 0)).toBeCloseTo(0.5125, 4);
  });

  it('prices total maps 2.5 as the chance of a decider', () => {
    // decider = 2p(1 − p) = 2 · 0.5125 · 0.4875 = 0.49969 → fair 2.0012, at 5.5 % about 1.90
    const total = findMarket(cs2(prematch), MarketType.totalMaps, 'total=2.5');
    expect(oddsOf(total, 12)).toBeCloseTo(1.9, 1);
  });

  it('moves to the next map and its odds once a map is won', () => {
    const markets = cs2({ homeScore: 1, awayScore: 0, remaining: 0.5 });
    expect(findMarket(markets, MarketType.mapWinner, 'mapnr=1')).toBeUndefined();
    expect(findMarket(markets, MarketType.mapWinner, 'mapnr=2')).toBeDefined();
    expect(oddsOf(findMarket(markets, MarketType.winner), 4)).toBeLessThan(
      oddsOf(findMarket(cs2(prematch), MarketType.winner), 4),
    );
  });

  it('drops the map handicap a team has already covered', () => {
    // 1:0 up: home +1.5 can no longer lose, so that line is decided; home -1.5 (2:0) is still open
    const markets = cs2({ homeScore: 1, awayScore: 0, remaining: 0.5 });
    expect(findMarket(markets, MarketType.mapHandicap, 'hcp=1.5')).toBeUndefined();
    expect(findMarket(markets, MarketType.mapHandicap, 'hcp=-1.5')).toBeDefined();
  });

  it('reads the rounds of the CS2 map under way', () => {
    const map = (home: number, away: number) =>
      oddsOf(
        findMarket(
          cs2({ homeScore: 0, awayScore: 0, remaining: 0.8, periods: [{ home, away }] }),
          MarketType.mapWinner,
          'mapnr=1',
        ),
        4,
      );
    // 10:2 in rounds of a first to 13 is nearly a won map
    expect(map(10, 2)).toBeLessThan(1.1);
    expect(map(2, 10)).toBeGreaterThan(5);
  });
});
