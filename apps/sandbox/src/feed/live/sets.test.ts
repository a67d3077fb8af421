import { describe, expect, it } from 'vitest';
import type { Random } from '../random';
import type { LiveMatch } from './live-match';
import { stepSets } from './sets';
import { liveStatistics } from './statistics';
import { KICK_OFF, liveMatch } from './test-match';

/** A source that makes a point happen on every step and gives it to the server (or the receiver). */
function points(serverWins: boolean): Random {
  let call = 0;
  // NOTE: stepSets asks twice per point: whether one is played (0: yes), then who wins it.
  const next = () => (call++ % 2 === 0 ? 0 : serverWins ? 0 : 0.999);
  return { next, int: (min) => min, pick: (items) => items[0]!, between: (min) => min };
}

function play(live: LiveMatch, count: number): void {
  for (let index = 0; index < count; index += 1) stepSets(live, KICK_OFF + index * 1_000, 1_000);
}

describe('set sports', () => {
  it('alternates the tennis server every game', () => {
    const live = liveMatch('tennis', points(true));
    const servers: (string | null)[] = [live.state.server];
    for (let game = 0; game < 4; game += 1) {
      play(live, 4);
      servers.push(live.state.server);
    }
    expect(servers).toEqual(['home', 'away', 'home', 'away', 'home']);
    expect(live.state.periods[0]).toEqual({ home: 2, away: 2 });
  });

  it('scores tennis points as 15, 30, 40 and shows the current server', () => {
    const live = liveMatch('tennis', points(true));
    play(live, 3);
    const statistics = liveStatistics(live);
    expect(statistics.game_score).toEqual({ home: 40, away: 0 });
    expect(statistics.current_server).toBe('home');
  });

  it('goes to deuce and advantage before a tennis game is won', () => {
    const live = liveMatch('tennis', points(true));
    live.state.game = { home: 3, away: 3 };
    play(live, 1);
    expect(liveStatistics(live).game_score).toEqual({ home: 50, away: 40 });
    live.state.server = 'away';
    play(live, 1);
    expect(live.state.game).toEqual({ home: 3, away: 3 });
  });

  it('goes to a tie-break at six games all', () => {
    // NOTE: the receiver wins every point: the sides trade breaks, so each game goes to whoever receives.
    const live = liveMatch('tennis', points(false));
    play(live, 4 * 12);
    expect(live.state.periods[0]).toEqual({ home: 6, away: 6 });
    expect(live.tiebreak).toBe(true);
  });

  it('plays a tie-break at six all and counts its points as they are', () => {
    const live = liveMatch('tennis', points(true));
    live.state.periods = [{ home: 6, away: 6 }];
    live.tiebreak = true;
    live.firstServer = 'home';
    live.state.server = 'home';
    play(live, 1);
    expect(live.state.game).toEqual({ home: 1, away: 0 });
    expect(live.state.server).toBe('away');
    expect(liveStatistics(live).game_score).toEqual({ home: 1, away: 0 });
  });

  it('ends a volleyball set at 25 with a two-point lead and counts it as a set won', () => {
    const live = liveMatch('volleyball', points(true));
    play(live, 25);
    expect(live.state.homeScore).toBe(1);
    expect(live.state.periods[0]).toEqual({ home: 25, away: 0 });
    expect(live.stage).toBe('pause');
    expect(live.state.suspendedUntil).toBeGreaterThan(0);
  });

  it('changes the table tennis server every two points', () => {
    const live = liveMatch('table-tennis', points(true));
    const servers: (string | null)[] = [];
    for (let point = 0; point < 5; point += 1) {
      servers.push(live.state.server);
      play(live, 1);
    }
    expect(servers).toEqual(['home', 'home', 'away', 'away', 'home']);
  });
});
