import { describe, expect, it } from 'vitest';
import { generateRaceDay } from './race-card';

const day = Math.floor(Date.UTC(2026, 10, 21) / 86_400_000);
const leagueIdOf = () => 9001;

describe('generateRaceDay', () => {
  it('gives the same card for the same seed and day, and another for another seed', () => {
    expect(generateRaceDay(3, day, leagueIdOf)).toEqual(generateRaceDay(3, day, leagueIdOf));
    expect(generateRaceDay(4, day, leagueIdOf)[0]!.runners).not.toEqual(
      generateRaceDay(3, day, leagueIdOf)[0]!.runners,
    );
  });

  it('cards six meetings of 8 to 14 runners a race, in five countries, on that day', () => {
    const races = generateRaceDay(1, day, leagueIdOf);
    expect(new Set(races.map((race) => race.track.name)).size).toBe(6);
    expect(new Set(races.map((race) => race.track.country))).toEqual(new Set(['GB', 'IE', 'FR', 'US', 'AU']));
    for (const race of races) {
      expect(race.runners.length).toBeGreaterThanOrEqual(8);
      expect(race.runners.length).toBeLessThanOrEqual(14);
      expect(Math.floor(race.offTime / 86_400_000)).toBe(day);
      expect(race.runners.map((runner) => runner.number)).toEqual(race.runners.map((_, index) => index + 1));
    }
  });

  it('decides a result of every starter once, leaving non-runners out', () => {
    const races = generateRaceDay(1, day, leagueIdOf);
    expect(races.some((race) => race.runners.some((runner) => runner.non_runner))).toBe(true);
    for (const race of races) {
      const starters = race.runners.filter((runner) => !runner.non_runner).map((runner) => runner.number);
      expect([...race.finishingOrder].sort((a, b) => a - b)).toEqual(starters);
    }
  });

  it('gives every race a unique id and slug', () => {
    const races = [...generateRaceDay(1, day, leagueIdOf), ...generateRaceDay(1, day + 1, leagueIdOf)];
    expect(new Set(races.map((race) => race.id)).size).toBe(races.length);
    expect(new Set(races.map((race) => race.slug)).size).toBe(races.length);
  });
});
