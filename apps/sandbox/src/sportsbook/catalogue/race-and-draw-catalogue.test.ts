import { Match, MatchStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { createRaceAndDrawCatalogue } from './race-and-draw-catalogue';

const sports = [
  { id: 10, key: 'horse-racing', name: 'Horse Racing', type: 'regular' as const, provider: 'racing' },
  { id: 15, key: 'lotteries', name: 'Lotteries', type: 'regular' as const, provider: 'lottery' },
];
const start = Date.UTC(2026, 10, 21, 18, 0);

function racesAndDrawsAt(at: number) {
  const clock = { now: at };
  return { clock, service: createRaceAndDrawCatalogue(1, sports, () => clock.now) };
}

describe('RaceAndDrawCatalogue', () => {
  it('serves a race by id on its own, with the markets of its card, valid by the contract', () => {
    const { service } = racesAndDrawsAt(start);
    const race = service.matches({ type: 'race', match_status: [MatchStatus.prematch] })[0]!;
    expect(Match.parse(service.match(race.id))).toEqual(service.match(race.id));
    expect(service.markets(race.id)!.length).toBe(race.available_markets_count);
    expect(service.match(1)).toBeUndefined();
    expect(service.markets(1)).toBeUndefined();
  });

  it('pages races by the asked window and says how many there are in all', () => {
    const { service } = racesAndDrawsAt(start);
    const all = service.matches({ type: 'race' });
    const second = service.matchPage({ type: 'race' }, { page: 2, limit: 10 });
    expect(second.total).toBe(all.length);
    expect(second.items.map((race) => race.id)).toEqual(all.slice(10, 20).map((race) => race.id));
  });

  it('filters by league, keeps the per-sport cap and lists nothing with video', () => {
    const { service } = racesAndDrawsAt(start);
    const track = service.leagues({ sport_key: 'horse-racing', slug: 'ascot' })[0]!;
    const atAscot = service.matches({ type: 'race', tournament_id: track.id });
    expect(atAscot.length).toBeGreaterThan(0);
    expect(atAscot.every((race) => race.tournament.id === track.id)).toBe(true);
    expect(service.matches({ type: 'draw', max_per_sport: 3 })).toHaveLength(3);
    expect(service.matches({ type: 'race', has_video: true })).toEqual([]);
  });

  it('searches races by folded track name within the asked limit', () => {
    const { service } = racesAndDrawsAt(start);
    const statuses = [MatchStatus.prematch, MatchStatus.live];
    const found = service.search({ needle: 'ascot', statuses, limit: 2 });
    expect(found.matches).toHaveLength(2);
    expect(found.matches.every((race) => race.competitors.home.name === 'Ascot')).toBe(true);
    expect(found.tournaments.map((league) => league.name)).toEqual(['Ascot']);
    expect(service.search({ needle: 'ascot', statuses, limit: 0 }).matches).toEqual([]);
  });

  it('counts each listed race and draw with the status it has at the clock', () => {
    const { clock, service } = racesAndDrawsAt(start);
    const next = service.matches({ type: 'race', match_status: [MatchStatus.prematch] })[0]!;
    const before = service.countables().find((event) => event.startTime === Date.parse(next.start_time));
    expect(before?.status).toBe(MatchStatus.prematch);
    clock.now = Date.parse(next.start_time) + 30_000;
    const counted = service.countables().filter((event) => event.status === MatchStatus.live);
    expect(counted.length).toBeGreaterThan(0);
    expect(service.countables()).toHaveLength(service.events(clock.now).length);
  });
});
