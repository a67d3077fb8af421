import { MatchStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { partsAt } from './match-parts.testing';

describe('MatchSchedule', () => {
  it('kicks a fixture off once the clock passes its start, and reports the change', () => {
    const { clock, parts } = partsAt();
    const next = parts.world
      .matches()
      .find((match) => match.startTime > clock.now && parts.world.sportOf(match).key === 'football')!;
    expect(parts.schedule.standing(next).status).toBe(MatchStatus.prematch);
    clock.now = next.startTime + 60_000;
    const changes = parts.schedule.advance();
    expect(changes.status).toContain(next.id);
    expect(parts.schedule.standing(next).status).toBe(MatchStatus.live);
    expect(parts.schedule.liveMatches()).toContain(next);
  });

  it('lists only matches under way as live matches', () => {
    const { parts } = partsAt();
    const live = parts.schedule.liveMatches();
    expect(live.length).toBeGreaterThan(0);
    for (const match of live) {
      expect([MatchStatus.live, MatchStatus.stopped]).toContain(parts.live.status(match.id));
    }
  });

  it('moves a match to a new start, forgetting what it last offered', () => {
    const { clock, parts } = partsAt();
    const match = parts.schedule.liveMatches()[0]!;
    parts.prices.offered(match, parts.schedule.standing(match).state);
    expect(parts.live.lastOffered(match.id).length).toBeGreaterThan(0);
    parts.schedule.reschedule(match, clock.now + 3_600_000);
    expect(match.startTime).toBe(clock.now + 3_600_000);
    expect(parts.live.lastOffered(match.id)).toEqual([]);
    expect(parts.world.match(match.id)).toBe(match);
  });
});
