import { RealtimeEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { Announcer } from './announcer';
import { generateWorld } from './world';

const now = Date.UTC(2026, 10, 21, 18, 0);
const sports = [{ id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' }];

function setup(locales: string[]) {
  const catalogue = new MatchCatalogue(
    generateWorld({ seed: 2, now, sports, prematchCount: 5, liveCount: 2 }),
    () => now,
  );
  catalogue.advance();
  const published: { channel: string; event: RealtimeEvent }[] = [];
  const announcer = new Announcer(
    catalogue,
    { publish: async (channel, data) => void published.push({ channel, event: RealtimeEvent.parse(data) }) },
    locales,
  );
  return { catalogue, announcer, published };
}

describe('Announcer', () => {
  it('announces a match once per channel when the site has both br and pt', async () => {
    const { catalogue, announcer, published } = setup(['en', 'br', 'pt']);
    const id = catalogue.liveMatches()[0]!.id;
    await announcer.match(id, { status: true });
    expect(published.map((entry) => entry.channel)).toEqual([
      'public:en.updates',
      `public:en.updates.match.${id}`,
      'public:pt.updates',
      `public:pt.updates.match.${id}`,
    ]);
    expect(published[0]!.event).toMatchObject({
      event_name: 'match_status_changed',
      message: { match: { id, status: 1 } },
    });
  });

  it('announces status, then the match, then its markets, as asked', async () => {
    const { catalogue, announcer, published } = setup(['en']);
    const id = catalogue.liveMatches()[0]!.id;
    await announcer.match(id, { status: true, match: true, markets: true });
    expect(
      published
        .filter((entry) => entry.channel === 'public:en.updates')
        .map((entry) => entry.event.event_name),
    ).toEqual(['match_status_changed', 'match_changed', 'markets_changed']);
  });

  it("announces every provider's status on the updates channels only", async () => {
    const { announcer, published } = setup(['en', 'br']);
    await announcer.providers({ betradar: -1 });
    expect(published.map((entry) => entry.channel)).toEqual(['public:en.updates', 'public:pt.updates']);
  });
});
