import { describe, expect, it } from 'vitest';
import { overround } from '../pricing/margin';
import { generateWorld } from '../world';
import { OUTRIGHT_MARGIN, OutrightMarketType, generateOutrights } from './outrights';

const sports = [
  { id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' },
  { id: 2, key: 'tennis', name: 'Tennis', type: 'regular' as const, provider: 'betradar' },
  { id: 3, key: 'basketball', name: 'Basketball', type: 'regular' as const, provider: 'betradar' },
];
const now = Date.UTC(2026, 10, 21, 18, 0);
const world = generateWorld({ seed: 1, now, sports, prematchCount: 20, liveCount: 2 });
const outrights = generateOutrights(world, 1, now);

describe('generateOutrights', () => {
  it('gives the same outrights for the same seed', () => {
    expect(generateOutrights(world, 1, now)).toEqual(outrights);
  });

  it('has a winner for every league and top scorer and relegation for football leagues', () => {
    const premier = world.leagues.find((league) => league.name === 'Premier League')!;
    const names = outrights
      .filter((outright) => outright.leagueId === premier.id)
      .map((outright) => outright.name);
    expect(names).toEqual([
      'Premier League winner',
      'Premier League top scorer',
      'Premier League relegation',
    ]);
    for (const league of world.leagues)
      expect(outrights.some((outright) => outright.leagueId === league.id)).toBe(true);
  });

  it('prices the winner market with the outright margin, strongest side the favourite', () => {
    const premier = world.leagues.find((league) => league.name === 'Premier League')!;
    const teams = world.teamsByLeague!.get(premier.id)!;
    const winner = outrights.find((outright) => outright.leagueId === premier.id)!.markets[0]!;
    expect(winner.id).toBe(OutrightMarketType.winner);
    expect(overround(winner.outcomes.map((outcome) => outcome.odds))).toBeCloseTo(OUTRIGHT_MARGIN, 1);
    const power = (team: (typeof teams)[number]) => team.attack / team.defence;
    const strongest = teams.reduce((a, b) => (power(b) > power(a) ? b : a));
    const weakest = teams.reduce((a, b) => (power(b) < power(a) ? b : a));
    const oddsOf = (id: number) => winner.outcomes.find((outcome) => outcome.id === id)!.odds;
    expect(oddsOf(strongest.id)).toBeLessThan(oddsOf(weakest.id));
  });

  it('runs league seasons around now and tennis tournaments in the coming days', () => {
    for (const outright of outrights) expect(outright.endDate).toBeGreaterThan(outright.startTime);
    const tennis = outrights.filter((outright) => outright.sportId === 2);
    expect(tennis.length).toBeGreaterThan(0);
    for (const outright of tennis) expect(outright.startTime).toBeGreaterThan(now);
    const football = outrights.filter((outright) => outright.sportId === 1);
    for (const outright of football) expect(outright.startTime < now && now < outright.endDate).toBe(true);
  });
});
