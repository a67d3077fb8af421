import { describe, expect, it } from 'vitest';
import { partsAt } from './match-parts.testing';

describe('MatchWorld', () => {
  it('keeps the schedule in start-time order as a fixture is added and moved', () => {
    const { parts } = partsAt();
    const { world } = parts;
    const starts = () => world.matches().map((match) => match.startTime);
    const first = world.matches()[0]!;
    const copy = { ...first, id: 999_999, startTime: first.startTime + 1 };
    world.add(copy);
    expect(starts()).toEqual([...starts()].sort((a, b) => a - b));
    expect(world.match(copy.id)).toBe(copy);
    world.reschedule(copy, world.matches().at(-1)!.startTime + 60_000);
    expect(world.matches().at(-1)).toBe(copy);
    expect(starts()).toEqual([...starts()].sort((a, b) => a - b));
  });

  it('takes a match off the schedule and its index, and says so only once', () => {
    const { parts } = partsAt();
    const match = parts.world.matches()[3]!;
    expect(parts.world.remove(match.id)).toBe(true);
    expect(parts.world.match(match.id)).toBeUndefined();
    expect(parts.world.matches()).not.toContain(match);
    expect(parts.world.remove(match.id)).toBe(false);
  });

  it('finds the sport and league of a match', () => {
    const { parts } = partsAt();
    const match = parts.world.matches()[0]!;
    expect(parts.world.sportOf(match).id).toBe(match.sportId);
    expect(parts.world.leagueOf(match).id).toBe(match.leagueId);
    expect(parts.world.category(parts.world.leagueOf(match).categoryId)?.sportId).toBe(match.sportId);
  });
});
