import { Match } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { STEP_MS } from './live-match';
import { advanceLive } from './progress';
import { liveStatistics } from './statistics';
import { KICK_OFF, liveMatch, scripted } from './test-match';
import { stepTimed } from './timed';

const MINUTE = 60_000;

describe('timed sports', () => {
  it('runs the football clock up through the first half, announces stoppage time near its end, and breaks for half-time', () => {
    // NOTE: 0.5 never scores and never interrupts.
    const live = liveMatch('football', scripted(0.5));
    advanceLive(live, KICK_OFF + 30 * MINUTE);
    expect(liveStatistics(live).clock).toMatchObject({
      match_time: '30:00',
      stoppage_time: null,
      stopped: false,
    });
    expect(live.stage).toBe('1st_half');

    advanceLive(live, KICK_OFF + 44 * MINUTE + 1_000);
    const stoppage = live.state.stoppageMs!;
    expect(stoppage).toBeGreaterThanOrEqual(MINUTE);
    expect(liveStatistics(live).clock?.stoppage_time).toMatch(/^[1-4]:00$/);

    advanceLive(live, KICK_OFF + 45 * MINUTE + stoppage + 2_000);
    expect(live.stage).toBe('halftime');
    expect(liveStatistics(live).clock).toMatchObject({ stopped: true });
  });

  it('starts the second half at 45:00 after fifteen minutes of half-time', () => {
    const live = liveMatch('football', scripted(0.5));
    advanceLive(live, KICK_OFF + 45 * MINUTE);
    const halftimeAt = KICK_OFF + 45 * MINUTE + live.state.stoppageMs! + STEP_MS;
    advanceLive(live, halftimeAt + 15 * MINUTE + 10 * STEP_MS);
    expect(live.stage).toBe('2nd_half');
    expect(liveStatistics(live).clock?.match_time).toMatch(/^45:[01]\d$/);
    expect(liveStatistics(live).period_scores.map((period) => period.period_key)).toEqual([
      'half_1',
      'half_2',
    ]);
  });

  it('finishes a football match after the second half with every view valid against the contract', () => {
    const live = liveMatch('football');
    advanceLive(live, KICK_OFF + 3 * 60 * MINUTE);
    expect(live.state.status).toBe(4);
    expect(live.stage).toBe('ended');
    const statistics = liveStatistics(live);
    expect(statistics.period_scores).toHaveLength(2);
    expect(statistics.total_score!.home).toBe(
      statistics.period_scores.reduce((sum, period) => sum + period.home, 0),
    );
    expect(() => Match.shape.statistics.parse(statistics)).not.toThrow();
  });

  it('counts the basketball clock down in each quarter while the match time counts up', () => {
    const live = liveMatch('basketball', scripted(0.5));
    advanceLive(live, KICK_OFF + 6 * MINUTE);
    const clock = liveStatistics(live).clock!;
    expect(live.stage).toBe('1st_quarter');
    const [minutes, seconds] = clock.remaining_time!.split(':').map(Number);
    const [playedMinutes, playedSeconds] = clock.match_time!.split(':').map(Number);
    expect(minutes! * 60 + seconds! + playedMinutes! * 60 + playedSeconds!).toBeCloseTo(600, -1);
    expect(playedMinutes).toBeLessThan(6);
  });

  it('plays basketball overtime when the fourth quarter ends level', () => {
    const live = liveMatch('basketball', scripted(0.5));
    advanceLive(live, KICK_OFF + 122 * MINUTE);
    expect(live.state.homeScore).toBe(live.state.awayScore);
    expect(live.state.status).toBe(1);
    expect(live.stage).toBe('overtime');
    const keys = liveStatistics(live).period_scores.map((period) => [period.period_key, period.type]);
    expect(keys.at(-1)).toEqual(['overtime_1', 'overtime']);
  });

  it('lets ice hockey end level after three periods', () => {
    const live = liveMatch('ice-hockey', scripted(0.5));
    advanceLive(live, KICK_OFF + 4 * 60 * MINUTE);
    expect(live.state.status).toBe(4);
    expect(liveStatistics(live).period_scores.map((period) => period.name)).toEqual([
      '1st period',
      '2nd period',
      '3rd period',
    ]);
  });

  it("scores at the sides' rate and suspends the main markets after a goal", () => {
    const live = liveMatch('football', scripted(0));
    stepTimed(live, KICK_OFF + STEP_MS, STEP_MS);
    expect(live.state.homeScore + live.state.awayScore).toBe(2);
    expect(live.state.suspendedUntil).toBe(KICK_OFF + STEP_MS + 8_000);
    expect(live.dirty.markets).toBe(true);
  });
});
