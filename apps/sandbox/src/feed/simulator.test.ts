import { RealtimeEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { RealtimePublisher } from '../realtime/publisher';
import { Catalogue } from '../sportsbook/catalogue/catalogue';
import { createRandom } from './random';
import type { Random } from './random';
import { GOAL_SUSPENSION_MS, LiveSimulator } from './simulator';
import { generateWorld } from './world';

const start = Date.UTC(2026, 10, 21, 18, 0);
const sports = [{ id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' }];

function setup(random: Random) {
  let now = start;
  const world = generateWorld({ seed: 5, now, sports, prematchCount: 20, liveCount: 3 });
  const catalogue = new Catalogue(world, () => now);
  const published: { channel: string; data: unknown }[] = [];
  const publisher: RealtimePublisher = {
    publish: async (channel, data) => void published.push({ channel, data }),
  };
  const simulator = new LiveSimulator({
    catalogue,
    publisher,
    random,
    now: () => now,
    locales: ['en', 'br'],
  });
  return { catalogue, simulator, published, advance: (ms: number) => (now += ms), now: () => now };
}

/** A random source that always says "yes": every chance happens. */
const always: Random = {
  next: () => 0,
  int: (min) => min,
  pick: (items) => items[0]!,
  between: (min) => min,
};
const never: Random = {
  next: () => 0.999999,
  int: (_, max) => max,
  pick: (items) => items[0]!,
  between: (_, max) => max,
};

describe('LiveSimulator', () => {
  it('announces the matches under way and publishes their odds, valid against the contract', async () => {
    const { simulator, published, catalogue } = setup(never);
    await simulator.tick();
    const events = published.map((entry) => RealtimeEvent.parse(entry.data));
    expect(events.filter((event) => event.event_name === 'match_status_changed')).toHaveLength(
      catalogue.liveMatches().length * 4,
    );
    expect(events.some((event) => event.event_name === 'markets_changed')).toBe(true);
  });

  it('publishes on the updates and match channels of every locale, br as pt', async () => {
    const { simulator, published, catalogue } = setup(never);
    await simulator.tick();
    const id = catalogue.liveMatches()[0]!.id;
    const channels = new Set(published.map((entry) => entry.channel));
    expect([...channels]).toEqual(
      expect.arrayContaining([
        'public:en.updates',
        'public:pt.updates',
        `public:en.updates.match.${id}`,
        `public:pt.updates.match.${id}`,
      ]),
    );
  });

  it('republishes odds no sooner than a second and no later than five', async () => {
    const { simulator, published, advance } = setup(never);
    await simulator.tick();
    published.length = 0;
    advance(900);
    await simulator.tick();
    expect(published).toHaveLength(0);
    advance(4_100);
    await simulator.tick();
    expect(published.length).toBeGreaterThan(0);
  });

  it('scores a goal, suspends the markets, and lifts the suspension after the goal is confirmed', async () => {
    const { simulator, published, catalogue, advance } = setup(always);
    await simulator.tick();
    advance(1_000);
    await simulator.tick();
    const match = catalogue.liveMatches()[0]!;
    const view = catalogue.match(match.id)!;
    expect(
      (view.statistics.total_score?.home ?? 0) + (view.statistics.total_score?.away ?? 0),
    ).toBeGreaterThan(0);
    expect(catalogue.markets(match.id)!.every((market) => market.status === -1)).toBe(true);
    expect(
      published.some((entry) => (entry.data as { event_name: string }).event_name === 'match_changed'),
    ).toBe(true);

    advance(GOAL_SUSPENSION_MS + 1);
    expect(catalogue.markets(match.id)!.every((market) => market.status === 1)).toBe(true);
  });

  it('announces a match that has ended', async () => {
    const { simulator, published, advance } = setup(never);
    await simulator.tick();
    published.length = 0;
    advance(3 * 3_600_000);
    await simulator.tick();
    const ended = published
      .map((entry) => RealtimeEvent.parse(entry.data))
      .filter((event) => event.event_name === 'match_status_changed');
    expect(ended.length).toBeGreaterThan(0);
    expect(
      ended.every((event) => event.event_name === 'match_status_changed' && event.message.match.status === 4),
    ).toBe(true);
  });

  it('scores at a believable rate over a whole match', async () => {
    const { simulator, catalogue, advance } = setup(createRandom(11));
    const ids = catalogue.liveMatches().map((match) => match.id);
    for (let second = 0; second < 20 * 60; second += 5) {
      advance(5_000);
      await simulator.tick();
    }
    const goals = ids.map((id) => {
      const score = catalogue.match(id)!.statistics.total_score!;
      return score.home + score.away;
    });
    // NOTE: 20 minutes of three matches at about 2.7 goals per 90 minutes: well under 10 goals in all.
    expect(goals.reduce((sum, n) => sum + n, 0)).toBeLessThan(10);
  });
});
