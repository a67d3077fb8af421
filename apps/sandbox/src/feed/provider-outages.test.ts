import { RealtimeEvent } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { RealtimePublisher } from '../realtime/publisher';
import { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { Announcer } from './announcer';
import { PROVIDER_OUTAGE_MS, ProviderOutages } from './provider-outages';
import { createRandom } from './random';
import { generateWorld } from './world';

const start = Date.UTC(2026, 10, 21, 18, 0);
const sports = [
  { id: 1, key: 'football', name: 'Football', type: 'regular' as const, provider: 'betradar' },
  { id: 2, key: 'dota2', name: 'Dota 2', type: 'cyber' as const, provider: 'oddin' },
];

function setup() {
  let now = start;
  const world = generateWorld({ seed: 5, now, sports, prematchCount: 10, liveCount: 2 });
  const catalogue = new MatchCatalogue(world, () => now);
  const published: unknown[] = [];
  const publisher: RealtimePublisher = { publish: async (channel, data) => void published.push(data) };
  const outages = new ProviderOutages(
    catalogue,
    new Announcer(catalogue, publisher, ['en']),
    createRandom(9),
  );
  const statusEvents = () =>
    published
      .map((data) => RealtimeEvent.parse(data))
      .flatMap((event) => (event.event_name === 'provider_status_changed' ? [event.message] : []));
  return { catalogue, outages, statusEvents, advance: (ms: number) => (now += ms), now: () => now };
}

describe('provider outages of the simulator', () => {
  it('suspends one provider after a gap, announces it, and allows it again after the outage', async () => {
    const { catalogue, outages, statusEvents, advance, now } = setup();
    await outages.tick(now());
    expect(statusEvents()).toEqual([]);

    advance(PROVIDER_OUTAGE_MS.gap.max);
    await outages.tick(now());
    const outage = outages.current!;
    expect(['betradar', 'oddin']).toContain(outage.provider);
    expect(catalogue.providerStatuses()[outage.provider]).toBe(-1);
    expect(statusEvents()).toEqual([{ provider_statuses: catalogue.providerStatuses() }]);

    advance(PROVIDER_OUTAGE_MS.length.max);
    await outages.tick(now());
    expect(outages.current).toBeNull();
    expect(catalogue.providerStatuses()[outage.provider]).toBe(1);
    expect(statusEvents().at(-1)!.provider_statuses[outage.provider]).toBe(1);
  });

  it('announces nothing before the first gap has passed', async () => {
    const { outages, statusEvents, advance, now } = setup();
    await outages.tick(now());
    advance(PROVIDER_OUTAGE_MS.gap.min - 1);
    await outages.tick(now());
    expect(statusEvents()).toEqual([]);
  });

  it('leaves a status the control API set during the outage as it is', async () => {
    const { catalogue, outages, statusEvents, advance, now } = setup();
    await outages.tick(now());
    advance(PROVIDER_OUTAGE_MS.gap.max);
    await outages.tick(now());
    const { provider } = outages.current!;
    catalogue.live.setProviderStatus(provider, -2);
    const announced = statusEvents().length;
    advance(PROVIDER_OUTAGE_MS.length.max);
    await outages.tick(now());
    expect(catalogue.providerStatuses()[provider]).toBe(-2);
    expect(statusEvents()).toHaveLength(announced);
  });
});
