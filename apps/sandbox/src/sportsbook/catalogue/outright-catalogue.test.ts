import { MatchStatus, Outright } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../../feed/world';
import { createOutrightCatalogue } from './outright-catalogue';

const sports = [{ id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' }];
const start = Date.UTC(2026, 10, 21, 18, 0);

function outrightsAt(at: number) {
  const clock = { now: at };
  const world = generateWorld({ seed: 1, now: at, sports, prematchCount: 5, liveCount: 0 });
  return { clock, world, service: createOutrightCatalogue(world, 1, () => clock.now) };
}

describe('OutrightCatalogue', () => {
  it('lists the outrights of one league, the soonest to end first, valid by the contract', () => {
    const { world, service } = outrightsAt(start);
    const league = world.leagues[0]!;
    const list = service.list({ tournament_id: league.id });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((outright) => outright.parent?.id === league.id)).toBe(true);
    const ends = list.map((outright) => Date.parse(outright.end_date));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    for (const outright of list) Outright.parse(outright);
  });

  it('finds one by id, its generated competitors behind it, and nothing for an unknown id', () => {
    const { service } = outrightsAt(start);
    const first = service.list({})[0]!;
    expect(service.get(first.id)).toEqual(first);
    expect(service.worldOutright(first.id)?.competitors.map((team) => team.name)).toEqual(
      first.competitors.map((team) => team.name),
    );
    expect(service.get(-1)).toBeUndefined();
  });

  it('closes an outright at its end date: finished, no markets, counted as finished', () => {
    const { clock, service } = outrightsAt(start);
    const first = service.list({})[0]!;
    expect(first.markets.length).toBeGreaterThan(0);
    clock.now = Date.parse(first.end_date) + 1;
    const closed = service.get(first.id)!;
    expect(closed.status).toBe(MatchStatus.finished);
    expect(closed.markets).toEqual([]);
    const counted = service.countables().filter((entry) => entry.endTime === Date.parse(first.end_date));
    expect(counted.every((entry) => entry.status === MatchStatus.finished)).toBe(true);
  });
});
