import { MatchStatus } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { advanceLive, kickOff } from './progress';
import { liveStatistics } from './statistics';
import { evenFixture, KICK_OFF, liveMatch, scripted } from './test-match';

const MINUTE = 60_000;

describe('live progression', () => {
  it('replays the same story for the same seed and time, whatever the steps it is advanced in', () => {
    const once = kickOff(evenFixture(), 'football', 7, KICK_OFF);
    advanceLive(once, KICK_OFF + 80 * MINUTE);
    const inSteps = kickOff(evenFixture(), 'football', 7, KICK_OFF);
    for (let minute = 1; minute <= 80; minute += 1) advanceLive(inSteps, KICK_OFF + minute * MINUTE);
    expect(liveStatistics(inSteps)).toEqual(liveStatistics(once));
    expect(inSteps.state).toEqual(once.state);
  });

  it('stops a match for a while and then lets it go on, live again', () => {
    // NOTE: the first roll (after the drift's) interrupts; 0.5 afterwards keeps it going without goals.
    const live = liveMatch('football', scripted(0.5, 0, 0.5));
    advanceLive(live, KICK_OFF + 1_000);
    expect(live.state.status).toBe(MatchStatus.stopped);
    expect(liveStatistics(live).clock?.stopped).toBe(true);
    expect(live.dirty.status).toBe(true);
    const clock = live.state.clockMs;
    advanceLive(live, KICK_OFF + 4 * MINUTE);
    expect(live.state.clockMs).toBe(clock);
    advanceLive(live, KICK_OFF + 11 * MINUTE);
    expect(live.state.status).toBe(MatchStatus.live);
    expect(live.state.clockMs).toBeGreaterThan(clock!);
  });

  it('abandons an interrupted match now and then (closed)', () => {
    const live = liveMatch('football', scripted(0.5, 0, 0.5, 0));
    advanceLive(live, KICK_OFF + 11 * MINUTE);
    expect(live.state.status).toBe(MatchStatus.closed);
    expect(live.stage).toBe('ended');
  });

  it('loses coverage of a match now and then (not covered)', () => {
    const live = liveMatch('tennis', scripted(0.5, 0.9999999));
    advanceLive(live, KICK_OFF + 1_000);
    expect(live.state.status).toBe(MatchStatus.notCovered);
    expect(live.endedAt).toBe(KICK_OFF + 1_000);
  });

  it('lets the drift wander within its bounds', () => {
    const live = liveMatch('football');
    const seen = new Set<number>();
    for (let minute = 1; minute <= 60; minute += 1) {
      advanceLive(live, KICK_OFF + minute * MINUTE);
      seen.add(live.state.drift);
      expect(Math.abs(live.state.drift)).toBeLessThanOrEqual(0.15);
    }
    expect(seen.size).toBeGreaterThan(30);
  });

  it('interrupts, abandons and loses matches only rarely', () => {
    const outcomes = { finished: 0, other: 0 };
    for (let id = 1; id <= 200; id += 1) {
      const live = kickOff(evenFixture(1000 + id), 'table-tennis', 3, KICK_OFF);
      advanceLive(live, KICK_OFF + 3 * 60 * MINUTE);
      if (live.state.status === MatchStatus.finished) outcomes.finished += 1;
      else outcomes.other += 1;
    }
    expect(outcomes.finished).toBeGreaterThan(180);
  });
});
