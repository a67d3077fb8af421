import { describe, expect, it } from 'vitest';
import { MarketType } from './market-types';
import { priceMarkets } from './price-markets';
import type { PricingState } from './pricing-state';
import { evenMatch, prematch, testSport } from './test-fixtures';
import { findMarket, oddsOf } from './test-helpers';
import { serveStrengths } from './tennis-markets';

const tennis = (state: PricingState) => priceMarkets(evenMatch(), testSport('tennis'), state, 'sr:match:7');
const homeOdds = (state: PricingState) => oddsOf(findMarket(tennis(state), MarketType.winner), 4);

describe('tennis markets', () => {
  it('gives equal players the tour average of 0.63 on serve', () => {
    expect(serveStrengths(evenMatch(), 0)).toEqual({ home: 0.63, away: 0.63 });
  });

  it('offers set betting with the four final scores, numbered as correct scores', () => {
    const sets = findMarket(tennis(prematch), MarketType.setBetting);
    expect(sets!.outcomes.map((outcome) => outcome.name)).toEqual(['2:0', '2:1', '1:2', '0:2']);
    // numbered as correct scores, 1000 + 10 × home + away, so settlement reads them the same way
    expect(sets!.outcomes.map((outcome) => outcome.id)).toEqual([1020, 1021, 1012, 1002]);
  });

  it('shortens the player who takes the first set, a break and a game point', () => {
    const start = homeOdds(prematch);
    const setUp = homeOdds({ homeScore: 1, awayScore: 0, remaining: 0.5, periods: [{ home: 6, away: 4 }] });
    const breakUp = homeOdds({
      homeScore: 1,
      awayScore: 0,
      remaining: 0.4,
      periods: [
        { home: 6, away: 4 },
        { home: 2, away: 0 },
      ],
      server: 'home',
    });
    expect(setUp).toBeLessThan(start);
    expect(breakUp).toBeLessThan(setUp);
    // home leads 40:30 (3:2 in points) on away's serve: a break point
    const level = {
      homeScore: 0,
      awayScore: 0,
      remaining: 0.8,
      periods: [{ home: 2, away: 2 }],
      server: 'away' as const,
    };
    expect(homeOdds({ ...level, game: { home: 3, away: 2 } })).toBeLessThan(
      homeOdds({ ...level, game: { home: 0, away: 0 } }),
    );
  });

  it('drops the first set winner once it is played and offers the second', () => {
    const markets = tennis({ homeScore: 1, awayScore: 0, remaining: 0.5, periods: [{ home: 6, away: 4 }] });
    const setWinners = markets
      .filter((market) => market.id === MarketType.setWinner)
      .map((market) => market.specifier);
    expect(setWinners).toEqual(['setnr=2']);
    expect(findMarket(tennis(prematch), MarketType.setWinner, 'setnr=1')).toBeDefined();
  });

  it('makes a 2:0 for the player who lost the first set inactive', () => {
    const sets = findMarket(
      tennis({ homeScore: 1, awayScore: 0, remaining: 0.5, periods: [{ home: 6, away: 4 }] }),
      MarketType.setBetting,
    );
    expect(sets!.outcomes.find((outcome) => outcome.name === '0:2')!.active).toBe(false);
    expect(sets!.outcomes.find((outcome) => outcome.name === '2:0')!.active).toBe(true);
  });

  it('counts the games of the sets played into the total games lines', () => {
    const lines = (state: PricingState) =>
      tennis(state)
        .filter((market) => market.id === MarketType.totalGames)
        .map((market) => Number(market.specifier.slice('total='.length)));
    // one long set of 13 games already in: no line below 13 + the 12 or so games of another set
    expect(
      Math.min(...lines({ homeScore: 1, awayScore: 0, remaining: 0.5, periods: [{ home: 7, away: 6 }] })),
    ).toBeGreaterThan(20);
  });

  it('offers nothing once a player has won two sets', () => {
    expect(tennis({ homeScore: 2, awayScore: 0, remaining: 0 })).toEqual([]);
  });
});
