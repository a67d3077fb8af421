import { Market } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { overround } from '../pricing/margin';
import { sportFormats } from '../match-state';
import { MarketType, BOOK_MARGIN } from './market-types';
import { marketSpecs, priceMarkets } from './price-markets';
import { evenMatch, prematch, testMatch, testSport, testTeam } from './test-fixtures';

const T = MarketType;
const expectedTypes: Record<string, number[]> = {
  football: [
    T.matchResult,
    T.doubleChance,
    T.drawNoBet,
    T.total,
    T.handicap,
    T.bothTeamsToScore,
    T.correctScore,
    T.homeTotal,
    T.awayTotal,
    T.firstHalfResult,
    T.firstHalfTotal,
    T.secondHalfResult,
    T.secondHalfTotal,
  ],
  'ice-hockey': [T.matchResult, T.winnerInclOvertimeAndPenalties, T.total, T.handicap],
  handball: [T.matchResult, T.handicap, T.total, T.firstHalfResult, T.firstHalfTotal],
  basketball: [
    T.winnerInclOvertime,
    T.handicapInclOvertime,
    T.totalInclOvertime,
    T.homeTotalInclOvertime,
    T.awayTotalInclOvertime,
    T.quarterResult,
    T.quarterTotal,
    T.firstHalfResult,
    T.firstHalfTotal,
  ],
  'american-football': [T.winnerInclOvertime, T.handicapInclOvertime, T.totalInclOvertime],
  baseball: [T.winnerInclExtraInnings, T.runLine, T.totalInclExtraInnings],
  tennis: [T.winner, T.setBetting, T.totalGames, T.gameHandicap, T.setWinner],
  volleyball: [T.winner, T.setBetting, T.totalPoints, T.setWinner],
  cs2: [T.winner, T.setBetting, T.mapHandicap, T.totalMaps, T.mapWinner],
};
expectedTypes.efootball = expectedTypes.football!;
expectedTypes['table-tennis'] = expectedTypes.volleyball!;
expectedTypes['dota-2'] = expectedTypes.cs2!;
expectedTypes['league-of-legends'] = expectedTypes.cs2!;

const sports = Object.keys(sportFormats);
/** A live state a third of the way in with some score, meaningful for every sport. */
const live = { homeScore: 1, awayScore: 0, remaining: 0.65, drift: 0.05 };
const price = (key: string, state: Parameters<typeof priceMarkets>[2] = prematch, match = testMatch()) =>
  priceMarkets(match, testSport(key), state, 'sr:match:7');

describe('priceMarkets', () => {
  it.each(sports)('offers %s its expected market types', (key) => {
    const types = new Set(price(key).map((market) => market.id));
    expect([...types].sort()).toEqual([...expectedTypes[key]!].sort());
  });

  it.each(sports)('gives %s markets that validate against the contract, prematch and live', (key) => {
    for (const market of [...price(key), ...price(key, live)])
      expect(() => Market.parse(market)).not.toThrow();
  });

  it.each(sports)('flags exactly one most balanced line per market type in %s', (key) => {
    for (const markets of [price(key), price(key, live)]) {
      const types = new Set(markets.map((market) => market.id));
      for (const type of types)
        expect(markets.filter((market) => market.id === type && market.most_balanced)).toHaveLength(1);
    }
  });

  it.each(sports)('makes every %s market sum to one before the margin', (key) => {
    for (const spec of [
      ...marketSpecs(testMatch(), testSport(key), prematch),
      ...marketSpecs(testMatch(), testSport(key), live),
    ]) {
      const sum = spec.outcomes.reduce((total, outcome) => total + outcome.probability, 0);
      // NOTE: double chance covers each result twice (home or draw, home or away, draw or away).
      expect(sum).toBeCloseTo(spec.covers ?? 1, 6);
    }
  });

  it.each(sports)('keeps the book of a balanced %s line at the margin', (key) => {
    // e.g. fair 0.5 / 0.5 at 5.5 %: 1 / (0.5 · 1.055) = 1.8957 → 1.90 each, 2 / 1.90 − 1 = 0.0526
    const balanced = price(key).filter(
      (market) => market.most_balanced && market.outcomes.every((o) => o.active),
    );
    expect(balanced.length).toBeGreaterThan(0);
    for (const market of balanced) {
      // NOTE: double chance pays every result twice, so its book is 2 · (1 + margin); per result it is the same.
      const covers = market.id === MarketType.doubleChance ? 2 : 1;
      const book = (1 + overround(market.outcomes.map((o) => o.odds))) / covers - 1;
      expect(Math.abs(book - BOOK_MARGIN)).toBeLessThan(0.01);
    }
  });

  it.each(sports)('favours the stronger side in %s, whichever end it plays', (key) => {
    const strong = testTeam(1, 1.25, 0.8);
    const weak = testTeam(2, 0.8, 1.25);
    const [homeStrong] = price(key, prematch, testMatch(strong, weak));
    const [awayStrong] = price(key, prematch, testMatch(weak, strong));
    const first = (market: Market | undefined) => market!.outcomes[0]!.odds;
    const last = (market: Market | undefined) => market!.outcomes[market!.outcomes.length - 1]!.odds;
    expect(first(homeStrong)).toBeLessThan(last(homeStrong));
    expect(first(awayStrong)).toBeGreaterThan(last(awayStrong));
  });

  it.each(sports)('shortens the home side in %s as the drift leans its way', (key) => {
    const home = (drift: number) => price(key, { ...prematch, drift }, evenMatch())[0]!.outcomes[0]!.odds;
    expect(home(0.15)).toBeLessThan(home(-0.15));
  });

  it('prices an unknown sport by its model', () => {
    const markets = priceMarkets(
      testMatch(),
      { ...testSport('football'), key: 'futsal' },
      prematch,
      'sr:match:7',
    );
    expect(markets[0]!.id).toBe(MarketType.matchResult);
  });
});
