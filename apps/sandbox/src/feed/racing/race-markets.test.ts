import { describe, expect, it } from 'vitest';
import { overround } from '../pricing/margin';
import { placeProbabilities, winProbabilities } from './harville';
import { generateRaceDay } from './race-card';
import { RACING_MARGIN, RaceMarketType, priceRaceMarkets } from './race-markets';

const day = Math.floor(Date.UTC(2026, 10, 21) / 86_400_000);
const races = generateRaceDay(1, day, () => 9001);

describe('racing prices', () => {
  it('prices the Win market as a book of 100 % plus the racing margin', () => {
    for (const race of races.slice(0, 10)) {
      const win = priceRaceMarkets(race, 'racing').find((market) => market.id === RaceMarketType.win)!;
      // Odds are rounded to cents, so the book lands within a point of 118 %.
      expect(overround(win.outcomes.map((outcome) => outcome.odds))).toBeCloseTo(RACING_MARGIN, 1);
    }
  });

  it('makes the best-rated starter the favourite and the worst the outsider', () => {
    const race = races[0]!;
    const starters = race.runners.filter((runner) => !runner.non_runner);
    const best = starters.reduce((a, b) => (b.rating > a.rating ? b : a));
    const worst = starters.reduce((a, b) => (b.rating < a.rating ? b : a));
    const win = priceRaceMarkets(race, 'racing')[0]!;
    const oddsOf = (number: number) => win.outcomes.find((outcome) => outcome.id === number)!.odds;
    const all = win.outcomes.map((outcome) => outcome.odds);
    expect(oddsOf(best.number)).toBe(Math.min(...all));
    expect(oddsOf(worst.number)).toBe(Math.max(...all));
  });

  it('leaves non-runners out of every market', () => {
    const race = races.find((candidate) => candidate.runners.some((runner) => runner.non_runner))!;
    const withdrawn = race.runners.filter((runner) => runner.non_runner).map((runner) => runner.number);
    const [win] = priceRaceMarkets(race, 'racing');
    expect(win!.outcomes.some((outcome) => withdrawn.includes(outcome.id))).toBe(false);
  });

  it('pays shorter Place odds than Win odds, and places add up to the places paid', () => {
    const race = races[0]!;
    const markets = priceRaceMarkets(race, 'racing');
    const win = markets.find((market) => market.id === RaceMarketType.win)!;
    const place = markets.find((market) => market.id === RaceMarketType.place)!;
    expect(place.specifier).toBe(`places=${race.eachWay.places}`);
    place.outcomes.forEach((outcome, index) => expect(outcome.odds).toBeLessThan(win.outcomes[index]!.odds));
    // Harville: each ordered top-3 is walked once, so the chances of being placed sum to exactly 3.
    const chances = placeProbabilities(winProbabilities([1, 0.5, 0, -0.5, -1]), 3);
    expect(chances.reduce((sum, p) => sum + p, 0)).toBeCloseTo(3, 10);
    expect(chances[0]).toBeGreaterThan(chances[4]!);
  });
});
