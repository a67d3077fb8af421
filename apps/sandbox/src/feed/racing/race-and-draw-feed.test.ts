import { MatchStatus, RealtimeEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { Announcer } from '../announcer';
import type { MatchNews } from '../announcer';
import { generateWorld } from '../world';
import { createSportsbookCatalogue } from '../../sportsbook/catalogue/sportsbook-catalogue';
import { BALL_INTERVAL_MS } from '../lotteries/draw-schedule';
import { RacesAndDraws } from '../../sportsbook/catalogue/races-and-draws';
import { RaceAndDrawFeed } from './race-and-draw-feed';

const sports = [
  { id: 10, key: 'horse-racing', name: 'Horse Racing', type: 'regular' as const, provider: 'racing' },
  { id: 15, key: 'lotteries', name: 'Lotteries', type: 'regular' as const, provider: 'lottery' },
];

describe('RaceAndDrawFeed', () => {
  it('announces a draw going live, each ball, and its finish', async () => {
    const specials = new RacesAndDraws(1, sports);
    const clock = { now: Date.UTC(2026, 10, 21, 18, 0) };
    const draw = specials.draws(clock.now).find((candidate) => candidate.drawsAt > clock.now)!;
    const announced: [number, MatchNews][] = [];
    const feed = new RaceAndDrawFeed(
      specials,
      { match: async (id, news) => void announced.push([id, news]) },
      () => clock.now,
    );
    clock.now = draw.drawsAt - 1;
    await feed.tick();
    expect(announced).toEqual([]);
    clock.now = draw.drawsAt;
    await feed.tick();
    expect(announced).toContainEqual([draw.id, { status: true, match: true, markets: true }]);
    clock.now = draw.drawsAt + BALL_INTERVAL_MS;
    await feed.tick();
    expect(announced).toContainEqual([draw.id, { match: true }]);
    clock.now = draw.drawsAt + draw.lottery.drawn * BALL_INTERVAL_MS;
    await feed.tick();
    const statusNews = announced.filter(([id, news]) => id === draw.id && news.status);
    expect(statusNews).toHaveLength(2);
  });

  it('announces a race at the off and at the finish', async () => {
    const specials = new RacesAndDraws(1, sports);
    const clock = { now: Date.UTC(2026, 10, 21, 18, 0) };
    const race = specials.races(clock.now).find((candidate) => candidate.offTime > clock.now)!;
    const announced: number[] = [];
    const feed = new RaceAndDrawFeed(
      specials,
      { match: async (id, news) => void (news.status && announced.push(id)) },
      () => clock.now,
    );
    clock.now = race.offTime - 1;
    await feed.tick();
    clock.now = race.offTime;
    await feed.tick();
    expect(announced.filter((id) => id === race.id)).toHaveLength(1);
    expect(specials.events(clock.now).find((event) => event.id === race.id)?.status).toBe(MatchStatus.live);
    clock.now = race.offTime + 15 * 60_000;
    await feed.tick();
    expect(announced.filter((id) => id === race.id)).toHaveLength(2);
  });

  it('publishes a finished draw with all its numbers on its channel, valid by the contract', async () => {
    const clock = { now: Date.UTC(2026, 10, 21, 18, 0) };
    const world = generateWorld({ seed: 1, now: clock.now, sports: [], prematchCount: 0, liveCount: 0 });
    const catalogue = createSportsbookCatalogue(world, () => clock.now, { seed: 1, sports });
    const published: { channel: string; data: unknown }[] = [];
    const publisher = {
      publish: async (channel: string, data: unknown) => void published.push({ channel, data }),
    };
    const feed = new RaceAndDrawFeed(
      catalogue.racesAndDraws,
      new Announcer(catalogue, publisher, ['en']),
      () => clock.now,
    );
    const draw = catalogue.racesAndDraws.draws(clock.now).find((candidate) => candidate.drawsAt > clock.now)!;
    clock.now = draw.drawsAt - 1;
    await feed.tick();
    clock.now = draw.drawsAt + draw.lottery.drawn * BALL_INTERVAL_MS;
    await feed.tick();
    const events = published
      .filter(({ channel }) => channel === `public:en.updates.match.${draw.id}`)
      .map(({ data }) => RealtimeEvent.parse(data));
    expect(events.map((event) => event.event_name)).toEqual([
      'match_status_changed',
      'match_changed',
      'markets_changed',
    ]);
    const changed = events[1]!;
    expect(changed.event_name === 'match_changed' && changed.message.match.draw?.numbers).toEqual(
      draw.numbers,
    );
  });
});
