import { outcomeKey } from '@sportsbook/betting';
import { RealtimeEvent } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Announcer } from '../feed/announcer';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { createTestDeps } from '../testing/test-deps';
import { recordingPublisher } from './control-testing';
import { STRESS_TICK_MS, StressDriver } from './stress-driver';
import { bookLiveMatches } from './stress-matches';

let catalogue: MatchCatalogue;
let close = async () => {};
const recording = recordingPublisher();
let announcer: Announcer;

beforeAll(async () => {
  const deps = await createTestDeps();
  catalogue = deps.catalogue.matchCatalogue;
  close = deps.database.close;
  announcer = new Announcer(catalogue, recording.publisher, ['en']);
  await bookLiveMatches(catalogue, announcer, 300);
});
afterAll(() => close());

type MarketsChanged = Extract<RealtimeEvent, { event_name: 'markets_changed' }>;

/** The markets_changed events published on the English updates channel since `from`, parsed by the contract. */
function movedSince(from: number): MarketsChanged[] {
  return recording.published
    .slice(from)
    .filter(
      (entry) =>
        entry.channel === 'public:en.updates' &&
        (entry.data as { event_name: string }).event_name === 'markets_changed',
    )
    .map((entry) => RealtimeEvent.parse(entry.data) as MarketsChanged);
}

function outcomeCount(events: MarketsChanged[]): number {
  return events.reduce(
    (sum, event) => sum + event.message.markets.reduce((lines, market) => lines + market.outcomes.length, 0),
    0,
  );
}

describe('live-odds stress driver', () => {
  it('books football matches until 300 are under way, each announced', () => {
    expect(catalogue.liveMatches().length).toBeGreaterThanOrEqual(300);
    expect(recording.events('match_status_changed').length).toBeGreaterThan(200);
  });

  it('publishes the asked updates per second as valid markets_changed deltas, whatever the timer does', async () => {
    let now = 0;
    const driver = new StressDriver(catalogue, announcer, () => now);
    driver.start({ updatesPerSecond: 1000, durationMs: 2000 }, false);
    const from = recording.published.length;
    const perSecond: number[] = [];
    let mark = from;
    // NOTE: a late timer (one 400 ms gap) must catch up, not lower the rate.
    const ticks = [50, 100, 500, 550, 1000, 1300, 1700, 2000, 2050, 2500];
    for (const at of ticks) {
      now = at;
      await driver.tick();
      if (at === 1000 || at === 2000) {
        perSecond.push(outcomeCount(movedSince(mark)));
        mark = recording.published.length;
      }
    }
    // NOTE: a row's three outcomes move together, so a second may overshoot by two, owed back the next.
    for (const count of perSecond) expect(Math.abs(count - 1000)).toBeLessThanOrEqual(2);
    expect(perSecond[0]! + perSecond[1]!).toBeGreaterThanOrEqual(2000);
    expect(perSecond[0]! + perSecond[1]!).toBeLessThanOrEqual(2002);
    expect(driver.status()).toMatchObject({ running: false, updates_per_second: 1000 });
    expect(driver.status().updates).toBe(perSecond[0]! + perSecond[1]!);
    const events = movedSince(from);
    expect(events.length).toBeGreaterThan(2000 / 3 - 1);
    // Every event is a contract event (parsed above) carrying the one line a row shows.
    expect(events.every((event) => event.message.markets.length === 1)).toBe(true);
    expect(driver.status().matches).toBeGreaterThanOrEqual(300);
  });

  it('moves each odds it publishes, and spreads the moves over every match under way', async () => {
    let now = 0;
    const driver = new StressDriver(catalogue, announcer, () => now);
    driver.start({ updatesPerSecond: 1000, durationMs: 1000 }, false);
    const from = recording.published.length;
    const last = new Map<string, number>();
    for (const match of catalogue.liveMatches()) {
      const main = catalogue.match(match.id)?.main_market;
      for (const outcome of main?.outcomes ?? []) {
        last.set(
          outcomeKey({ matchId: match.id, marketId: main!.id, outcomeId: outcome.id, specifier: '' }),
          outcome.odds,
        );
      }
    }
    for (let at = STRESS_TICK_MS; at <= 1000; at += STRESS_TICK_MS) {
      now = at;
      await driver.tick();
    }
    const events = movedSince(from);
    let moves = 0;
    for (const event of events) {
      const [market] = event.message.markets;
      for (const outcome of market!.outcomes) {
        const key = outcomeKey({
          matchId: event.message.match.id,
          marketId: market!.id,
          outcomeId: outcome.id,
          specifier: market!.specifier,
        });
        if (last.get(key) !== outcome.odds) moves++;
        last.set(key, outcome.odds);
      }
    }
    expect(moves).toBe(outcomeCount(events));
    expect(new Set(events.map((event) => event.message.match.id)).size).toBeGreaterThanOrEqual(300);
  });

  it('logs each move of a sampled match with the odds it published and its publish time, and no other match', async () => {
    let now = 0;
    let epoch = 1_000_000;
    const sampled = catalogue
      .liveMatches()
      .slice(0, 5)
      .map((match) => match.id);
    const driver = new StressDriver(
      catalogue,
      announcer,
      () => now,
      () => epoch,
    );
    driver.start({ updatesPerSecond: 1000, durationMs: 1000, sampleMatchIds: sampled }, false);
    const from = recording.published.length;
    for (let at = STRESS_TICK_MS; at <= 1000; at += STRESS_TICK_MS) {
      now = at;
      epoch += STRESS_TICK_MS;
      await driver.tick();
    }
    const published = movedSince(from).flatMap((event) =>
      event.message.markets[0]!.outcomes.map((outcome) => ({
        key: outcomeKey({
          matchId: event.message.match.id,
          marketId: event.message.markets[0]!.id,
          outcomeId: outcome.id,
          specifier: event.message.markets[0]!.specifier,
        }),
        odds: outcome.odds,
        matchId: event.message.match.id,
      })),
    );
    const expected = published
      .filter((move) => sampled.includes(move.matchId))
      .map(({ key, odds }) => ({ key, odds }));
    expect(expected.length).toBeGreaterThan(0);
    expect(driver.samples().map(({ key, odds }) => ({ key, odds }))).toEqual(expected);
    const times = driver.samples().map((sample) => sample.published_at);
    expect(times.every((at) => at > 1_000_000 && at <= 1_000_000 + 1000)).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // A new run forgets the last one's log.
    driver.start({ updatesPerSecond: 1000, durationMs: 1000 }, false);
    expect(driver.samples()).toEqual([]);
  });

  it('publishes nothing once its duration is over, and release puts the priced odds back', async () => {
    for (const match of catalogue.liveMatches()) catalogue.live.clearFixedOdds(match.id);
    let now = 0;
    const driver = new StressDriver(catalogue, announcer, () => now);
    driver.start({ updatesPerSecond: 100, durationMs: 500 }, false);
    now = 500;
    await driver.tick();
    const after = recording.published.length;
    now = 5000;
    await driver.tick();
    expect(recording.published.length).toBe(after);
    expect(catalogue.live.hasFixedOdds()).toBe(true);
    await driver.release();
    expect(catalogue.live.hasFixedOdds()).toBe(false);
  });
});
