import { Match, RealtimeEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { RealtimePublisher } from '../realtime/publisher';
import { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { addScore } from './live/live-match';
import { createRandom } from './random';
import { GOAL_SUSPENSION_MS, LiveSimulator } from './simulator';
import { generateWorld } from './world';

const start = Date.UTC(2026, 10, 21, 18, 0);
const sports = [
  { id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' },
  { id: 2, key: 'tennis', name: 'Tennis', type: 'regular' as const, provider: 'betradar' },
];

function setup(only?: string) {
  let now = start;
  const world = generateWorld({
    seed: 5,
    now,
    sports: sports.filter((sport) => !only || sport.key === only),
    prematchCount: 20,
    liveCount: 3,
  });
  const catalogue = new MatchCatalogue(world, () => now);
  const published: Published[] = [];
  const publisher: RealtimePublisher = {
    publish: async (channel, data) => void published.push({ channel, data: data as { event_name: string } }),
  };
  const simulator = new LiveSimulator({
    catalogue,
    publisher,
    random: createRandom(3),
    now: () => now,
    locales: ['en', 'br'],
  });
  return { catalogue, simulator, published, advance: (ms: number) => (now += ms), now: () => now };
}

interface Published {
  channel: string;
  data: { event_name: string };
}

/** The published events of a name (on a channel), each validated against the contract's RealtimeEvent. */
function named<N extends RealtimeEvent['event_name']>(published: Published[], name: N, channel?: string) {
  return published
    .filter((entry) => entry.data.event_name === name && (!channel || entry.channel === channel))
    .map((entry) => RealtimeEvent.parse(entry.data) as Extract<RealtimeEvent, { event_name: N }>);
}

describe('LiveSimulator', () => {
  it('announces the matches kicking off and publishes their odds, every event valid against the contract', async () => {
    const { simulator, published, catalogue } = setup();
    await simulator.tick();
    const live = catalogue.liveMatches();
    expect(live.length).toBeGreaterThanOrEqual(30);
    for (const entry of published) expect(() => RealtimeEvent.parse(entry.data)).not.toThrow();
    const kickOffs = named(published, 'match_status_changed', 'public:en.updates');
    expect(new Set(kickOffs.map((event) => event.message.match.id))).toEqual(
      new Set(live.map((match) => match.id)),
    );
    expect(named(published, 'markets_changed').length).toBeGreaterThan(0);
    for (const event of named(published, 'match_changed'))
      expect(() => Match.parse(event.message.match)).not.toThrow();
  });

  it('publishes on the updates and match channels of every locale, br as pt', async () => {
    const { simulator, published, catalogue } = setup();
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
    expect([...channels].some((channel) => channel.startsWith('public:br'))).toBe(false);
  });

  it("republishes a match's odds no sooner than a second and no later than five", async () => {
    const { simulator, published, catalogue, advance } = setup();
    await simulator.tick();
    await simulator.tick();
    const id = catalogue.liveMatches().find((match) => catalogue.sportOf(match).key === 'tennis')!.id;
    const channel = `public:en.updates.match.${id}`;
    published.length = 0;
    advance(900);
    await simulator.tick();
    expect(named(published, 'markets_changed', channel)).toHaveLength(0);
    advance(4_100);
    await simulator.tick();
    expect(named(published, 'markets_changed', channel).length).toBeGreaterThan(0);
  });

  it('announces a goal, suspends the main markets with next_bet_stop, and reopens them once it is confirmed', async () => {
    const { simulator, published, catalogue, advance, now } = setup();
    await simulator.tick();
    const match = catalogue
      .liveMatches()
      .find((candidate) => catalogue.sportOf(candidate).key === 'football')!;
    const live = catalogue.live.record(match.id)!;
    const before = live.state.homeScore;
    published.length = 0;
    addScore(live, 'home', 1, now(), true);
    await simulator.tick();
    const channel = `public:en.updates.match.${match.id}`;
    const changed = named(published, 'match_changed', channel);
    expect(changed.at(-1)?.message.match.statistics?.total_score?.home).toBe(before + 1);
    const markets = named(published, 'markets_changed', channel).at(-1)!.message.markets;
    const main = markets.filter((market) => market.market_groups.some((group) => group.groupKey === 'main'));
    expect(main.length).toBeGreaterThan(0);
    expect(main.every((market) => market.status === -1 && market.next_bet_stop !== null)).toBe(true);
    expect(markets.filter((market) => !main.includes(market)).every((market) => market.status === 1)).toBe(
      true,
    );

    published.length = 0;
    advance(GOAL_SUSPENSION_MS + 1_000);
    await simulator.tick();
    const reopened = named(published, 'markets_changed', channel).at(-1)!.message.markets;
    expect(reopened.every((market) => market.status === 1)).toBe(true);
  });

  it('announces matches that end, and drops them from the default lists but not from a status query', async () => {
    // NOTE: tennis only: its one market prices in no time, so five hours of ticks stay quick.
    const { simulator, published, catalogue, advance } = setup('tennis');
    await simulator.tick();
    const first = catalogue.liveMatches().map((match) => match.id);
    published.length = 0;
    for (let minute = 0; minute < 5 * 60; minute += 5) {
      advance(5 * 60_000);
      await simulator.tick();
    }
    const ended = named(published, 'match_status_changed', 'public:en.updates').filter((event) =>
      first.includes(event.message.match.id),
    );
    const last = new Map(ended.map((event) => [event.message.match.id, event.message.match.status]));
    expect(last.size).toBe(first.length);
    expect([...last.values()].every((status) => [3, 4, 5].includes(status))).toBe(true);
    const listed = new Set(catalogue.matches({}).map((match) => match.id));
    expect(first.some((id) => listed.has(id))).toBe(false);
    const finished = catalogue.matches({ match_status: [4] }).map((match) => match.id);
    expect(first.filter((id) => finished.includes(id)).length).toBeGreaterThan(first.length / 2);
  });

  it('scores football goals at a believable rate over whole matches', () => {
    const { catalogue, advance, now } = setup('football');
    catalogue.advance(now());
    const football = catalogue.liveMatches().map((match) => match.id);
    advance(3 * 3_600_000);
    catalogue.advance(now());
    const goals = football.map((id) => {
      const score = catalogue.match(id)!.statistics.total_score!;
      return score.home + score.away;
    });
    const mean = goals.reduce((sum, n) => sum + n, 0) / goals.length;
    expect(mean).toBeGreaterThan(1);
    expect(mean).toBeLessThan(4.5);
  });
});
