import { describe, expect, it } from 'vitest';
import { generateWorld } from './world';

const sports = [
  { id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' },
  { id: 2, key: 'tennis', name: 'Tennis', type: 'regular' as const, provider: 'betradar' },
  { id: 11, key: 'cs2', name: 'Counter-Strike 2', type: 'cyber' as const, provider: 'oddin' },
];
const now = Date.UTC(2026, 10, 21, 18, 0);

describe('generateWorld', () => {
  it('gives the same world for the same seed and moment', () => {
    expect(generateWorld({ seed: 7, now, sports })).toEqual(generateWorld({ seed: 7, now, sports }));
  });

  it('gives another world for another seed', () => {
    expect(generateWorld({ seed: 8, now, sports }).matches[0]).not.toEqual(
      generateWorld({ seed: 7, now, sports }).matches[0],
    );
  });

  it('never lets a category, league or match slug of a sport collide', () => {
    const world = generateWorld({ seed: 1, now, sports });
    for (const sport of world.sports) {
      const slugs = [
        ...world.categories
          .filter((category) => category.sportId === sport.id)
          .map((category) => category.slug),
        ...world.leagues.filter((league) => league.sportId === sport.id).map((league) => league.slug),
        ...world.matches.filter((match) => match.sportId === sport.id).map((match) => match.slug),
      ];
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('schedules about 600 prematch matches over the next seven days and 30 to 50 under way', () => {
    const world = generateWorld({ seed: 1, now, sports });
    const prematch = world.matches.filter((match) => match.startTime > now);
    const started = world.matches.filter((match) => match.startTime <= now);
    expect(prematch).toHaveLength(600);
    expect(Math.max(...prematch.map((match) => match.startTime))).toBeLessThanOrEqual(
      now + 7 * 24 * 3_600_000,
    );
    expect(started.length).toBeGreaterThanOrEqual(30);
    expect(started.length).toBeLessThanOrEqual(50);
  });

  it('never pits a team against itself', () => {
    const world = generateWorld({ seed: 3, now, sports });
    expect(world.matches.every((match) => match.home.id !== match.away.id)).toBe(true);
  });

  it('makes readable match slugs from the team names and the id', () => {
    const match = generateWorld({ seed: 1, now, sports }).matches[0]!;
    expect(match.slug.endsWith(`-${match.id}`)).toBe(true);
  });
});
