import { Match, MatchStatus, Outright } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../feed/world';
import { createSportsbookCatalogue } from './sportsbook-catalogue';

const sports = [
  { id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' },
  { id: 10, key: 'horse-racing', name: 'Horse Racing', type: 'regular' as const, provider: 'racing' },
  { id: 15, key: 'lotteries', name: 'Lotteries', type: 'regular' as const, provider: 'lottery' },
];
const start = Date.UTC(2026, 10, 21, 18, 0);

function catalogueAt(at: number) {
  const clock = { now: at };
  const world = generateWorld({ seed: 1, now: at, sports, prematchCount: 30, liveCount: 3 });
  return { clock, catalogue: createSportsbookCatalogue(world, () => clock.now, { seed: 1, sports }) };
}

describe('SportsbookCatalogue: races, draws and outrights', () => {
  it('lists races and draws as matches of their type, valid by the contract', () => {
    const { catalogue } = catalogueAt(start);
    const races = catalogue.matches({ type: 'race' });
    const draws = catalogue.matches({ type: 'draw' });
    expect(races.length).toBeGreaterThan(100);
    expect(draws.length).toBeGreaterThan(50);
    expect(races.every((race) => race.type === 'race' && race.tournament.sport.key === 'horse-racing')).toBe(
      true,
    );
    expect(draws.every((draw) => draw.type === 'draw' && draw.tournament.sport.key === 'lotteries')).toBe(
      true,
    );
    for (const view of [...races.slice(0, 20), ...draws.slice(0, 20)]) Match.parse(view);
    expect(catalogue.matches({ type: 'match' }).every((match) => match.type === 'match')).toBe(true);
  });

  it('lists matches only when no type is asked for', () => {
    const { catalogue } = catalogueAt(start);
    const kinds = new Set(catalogue.matches({}).map((match) => match.type));
    expect([...kinds]).toEqual(['match']);
    expect(catalogue.matches({ sport_key: 'horse-racing' })).toEqual([]);
  });

  it('runs a race from the off to a result, its markets suspended in running and gone after', () => {
    const { clock, catalogue } = catalogueAt(start);
    const next = catalogue.matches({ type: 'race', match_status: [MatchStatus.prematch] })[0]!;
    expect(next.race?.result).toBeNull();
    expect(catalogue.markets(next.id)!.every((market) => market.status === 1)).toBe(true);
    clock.now = Date.parse(next.start_time) + 30_000;
    const running = catalogue.match(next.id)!;
    expect(running.status).toBe(MatchStatus.live);
    expect(running.statistics.clock?.match_time).toBe('0:30');
    expect(catalogue.markets(next.id)!.every((market) => market.status === -1)).toBe(true);
    clock.now += 10 * 60_000;
    const run = catalogue.match(next.id)!;
    expect(run.status).toBe(MatchStatus.finished);
    const starters = run.race!.runners.filter((runner) => !runner.non_runner).map((runner) => runner.number);
    expect([...run.race!.result!].sort((a, b) => a - b)).toEqual(starters);
    expect(catalogue.markets(next.id)).toEqual([]);
  });

  it('draws the balls one by one and publishes them all at the end', () => {
    const { clock, catalogue } = catalogueAt(start);
    const next = catalogue.matches({ type: 'draw', match_status: [MatchStatus.prematch] })[0]!;
    expect(next.draw?.numbers).toBeNull();
    clock.now = Date.parse(next.draw!.draws_at) + 9_000;
    expect(catalogue.match(next.id)!.draw?.numbers).toHaveLength(2);
    clock.now += 10 * 60_000;
    const drawn = catalogue.match(next.id)!;
    expect(drawn.status).toBe(MatchStatus.finished);
    expect(drawn.draw?.numbers).toHaveLength(next.draw!.drawn);
  });

  it('serves racing countries and tracks as categories and leagues of horse racing', () => {
    const { catalogue } = catalogueAt(start);
    const countries = catalogue.categories({ sport_key: 'horse-racing' });
    expect(countries.map((category) => category.country_code)).toEqual(['GB', 'IE', 'FR', 'US', 'AU']);
    const ascot = catalogue.leagues({ sport_key: 'horse-racing', slug: 'ascot' })[0]!;
    expect(ascot.category.slug).toBe('united-kingdom');
    expect(catalogue.league(ascot.id)).toEqual(ascot);
    expect(catalogue.category(countries[0]!.id)).toEqual(countries[0]);
  });

  it('finds races by their track and tracks by name', () => {
    const { catalogue } = catalogueAt(start);
    const track = catalogue.matches({ type: 'race', match_status: [MatchStatus.prematch] })[0]!.competitors
      .home.name;
    const found = catalogue.search({ q: track });
    expect(
      found.matches.some((match) => match.type === 'race' && match.competitors.home.name === track),
    ).toBe(true);
    expect(found.tournaments.map((league) => league.name)).toContain(track);
  });

  it('counts outrights apart from games, by the asked type', () => {
    const { catalogue } = catalogueAt(start);
    const outrights = catalogue.counters({ type: 'outright' });
    expect(outrights.sports.find((entry) => entry.id === 1)!.outrightsCount).toBeGreaterThan(0);
    expect(outrights.sports.every((entry) => entry.gamesCount === 0)).toBe(true);
    const games = catalogue.counters({ type: 'match' });
    expect(games.sports.every((entry) => entry.outrightsCount === 0)).toBe(true);
    expect(games.sports.find((entry) => entry.id === 10)!.gamesCount).toBeGreaterThan(0);
    const both = catalogue.counters({});
    const football = both.sports.find((entry) => entry.id === 1)!;
    expect(football.outrightsCount).toBe(outrights.sports.find((entry) => entry.id === 1)!.outrightsCount);
  });

  it('lists outrights by league, valid by the contract', () => {
    const { catalogue } = catalogueAt(start);
    const premier = catalogue.leagues({ slug: 'premier-league' })[0]!;
    const list = catalogue.outrights.list({ tournament_id: premier.id });
    expect(list.map((outright) => outright.parent?.name)).toEqual([
      'Premier League',
      'Premier League',
      'Premier League',
    ]);
    for (const outright of list) Outright.parse(outright);
    expect(catalogue.outrights.get(list[0]!.id)).toEqual(list[0]);
  });
});
