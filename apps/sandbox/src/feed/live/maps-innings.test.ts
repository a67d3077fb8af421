import { describe, expect, it } from 'vitest';
import { advanceLive } from './progress';
import { liveStatistics } from './statistics';
import { KICK_OFF, liveMatch, scripted } from './test-match';

const MINUTE = 60_000;

describe('esports maps', () => {
  it('plays CS2 maps to 13 rounds, counts maps won as the score, and names the stage by map', () => {
    const live = liveMatch('cs2');
    advanceLive(live, KICK_OFF + 60 * MINUTE);
    const statistics = liveStatistics(live);
    expect(statistics.max_period_number).toBe(3);
    expect(statistics.period_scores[0]).toMatchObject({ period_key: 'map_1', name: 'Map 1', type: 'map' });
    advanceLive(live, KICK_OFF + 10 * 60 * MINUTE);
    const ended = liveStatistics(live);
    expect(live.state.status).toBe(4);
    expect(Math.max(ended.total_score!.home, ended.total_score!.away)).toBe(2);
    for (const map of ended.period_scores) expect(Math.max(map.home, map.away)).toBeGreaterThanOrEqual(13);
  });

  it('moves to the next map after a break', () => {
    const live = liveMatch('dota-2');
    expect(live.stage).toBe('map_1');
    advanceLive(live, KICK_OFF + 4 * 60 * MINUTE);
    expect(live.state.periods.length).toBeGreaterThanOrEqual(2);
  });
});

describe('baseball innings', () => {
  it('plays the top then the bottom of each inning', () => {
    const live = liveMatch('baseball', scripted(0.5));
    expect(live.stage).toBe('1st_inning_top');
    advanceLive(live, KICK_OFF + 10 * MINUTE + 1_000);
    expect(live.stage).toBe('1st_inning_bottom');
    advanceLive(live, KICK_OFF + 20 * MINUTE + 1_000);
    expect(live.stage).toBe('2nd_inning_top');
    expect(liveStatistics(live).period_scores.map((period) => period.period_key)).toEqual([
      'inning_1',
      'inning_2',
    ]);
    expect(liveStatistics(live).clock).toBeNull();
  });

  it('goes to extra innings when level after nine', () => {
    const live = liveMatch('baseball', scripted(0.5));
    advanceLive(live, KICK_OFF + 18 * 10 * MINUTE + 2_000);
    expect(live.state.status).toBe(1);
    expect(live.stage).toBe('10th_inning_top');
  });
});
