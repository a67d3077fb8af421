import { outcomeKey } from '@sportsbook/betting';
import type { Market, MatchListItem } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { RealtimeProvider, createRealtimeClient } from '@/platform/realtime';
import { FakeHub } from '@/platform/realtime/fake-hub';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { SiteProvider } from '@/platform/site/site-provider';
import { testSite } from '@/testing/render-in-app';
import { ToastProvider } from '@/ui';
import messages from '../../../../messages/en.json';
import { createOddsStore } from '../store/odds-store';
import { OddsStoreProvider, useOutcome } from '../store/odds-store-context';
import { sampleMarket, sampleMatch } from '../testing/odds-fixtures';
import { useLiveMarkets, useLiveUpdates } from './use-live-markets';
import { parseEvent } from '@/platform/realtime/parse-event';

const config = { sportsbookApiUrl: '', platformApiUrl: '', realtimeUrl: '', siteId: 'default' };
const home = outcomeKey({ matchId: 7, marketId: 1, outcomeId: 1, specifier: '' });
const marketsKey = catalogueKeys.matchMarkets('en', 7);
const listKey = catalogueKeys.matchList('en', { live: true });

/** The sportsbook API as the test has it: what a fetch answers now, and how many fetches there were. */
function fakeServer(markets: Market[]) {
  const server = {
    markets,
    fetches: 0,
    // Set to hold the next answer until the test releases it.
    gate: null as Promise<void> | null,
    async read(): Promise<Market[]> {
      server.fetches += 1;
      const answer = server.markets;
      if (server.gate) await server.gate;
      return answer;
    },
  };
  return server;
}

function setup(ui: ReactNode, seed: (queryClient: QueryClient) => void) {
  const flags = testSite.feature_flags;
  let hub!: FakeHub;
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
  });
  const store = createOddsStore({ schedule: (flush) => setTimeout(flush, 0) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // What the server rendered: already in the cache when the page mounts, as hydration leaves it.
  seed(queryClient);
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <RuntimeConfigProvider value={config}>
        <SiteProvider config={testSite.config} featureFlags={flags}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RealtimeProvider client={client}>
                <OddsStoreProvider store={store}>{ui}</OddsStoreProvider>
              </RealtimeProvider>
            </ToastProvider>
          </QueryClientProvider>
        </SiteProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>,
  );
  return { hub, store, queryClient };
}

/** Shows the home outcome's price the way OddsButton picks it: the live store's over the page's. */
function Price({ odds }: { odds: number | undefined }) {
  const live = useOutcome(home);
  return <output aria-label="home">{(live?.odds ?? odds)?.toFixed(2)}</output>;
}

function MatchPage({ read }: { read: () => Promise<Market[]> }) {
  const { data: markets } = useQuery({ queryKey: marketsKey, queryFn: read });
  useLiveMarkets(7, { markets });
  return <Price odds={markets?.[0]?.outcomes[0]?.odds} />;
}

function LivePage({ read }: { read: () => Promise<MatchListItem[]> }) {
  const { data } = useQuery({ queryKey: listKey, queryFn: read });
  useLiveUpdates();
  return <Price odds={data?.[0]?.main_market?.outcomes[0]?.odds} />;
}

const listItem = (market: Market): MatchListItem => ({
  ...sampleMatch(market),
  matchId: 7,
  availableMarketsCount: 1,
});

const marketsChanged = (odds: number[]) => ({
  event_name: 'markets_changed',
  message: { match: { id: 7, urn_id: 'sr:match:7' }, markets: [sampleMarket(odds)] },
});

const shown = () => screen.getByRole('status', { name: 'home' }).textContent;

describe('live resync', () => {
  it('shows an odds change published before the subscription once the subscription is confirmed', async () => {
    const server = fakeServer([sampleMarket([2.5, 3.2, 2.9])]);
    const { hub } = setup(<MatchPage read={server.read} />, (queryClient) =>
      queryClient.setQueryData(marketsKey, server.markets),
    );
    await waitFor(() => expect(shown()).toBe('2.50'));
    // Announced between the server render and the subscription: the channel never delivers it.
    server.markets = [sampleMarket([1.8, 3.2, 2.9])];
    act(() => hub.created[0]!.confirm());
    await waitFor(() => expect(shown()).toBe('1.80'));
    expect(server.fetches).toBe(1);
  });

  it('moves odds the store already held to the refetched list after a resubscribe that did not recover', async () => {
    let list = [listItem(sampleMarket([2.5, 3.2, 2.9]))];
    const { hub } = setup(<LivePage read={async () => list} />, (queryClient) =>
      queryClient.setQueryData(listKey, list),
    );
    const subscription = hub.created[0]!;
    expect(subscription.channel).toBe('public:en.updates');
    act(() => subscription.confirm());
    act(() => subscription.publish(marketsChanged([2.2, 3.2, 2.9])));
    await waitFor(() => expect(shown()).toBe('2.20'));

    // An outage longer than the hub's history: the odds moved twice more while the page was away.
    list = [listItem(sampleMarket([1.9, 3.2, 2.9]))];
    act(() => subscription.confirm({ wasRecovering: true, recovered: false }));
    await waitFor(() => expect(shown()).toBe('1.90'));
  });

  it('does not refetch after a resubscribe that recovered the missed publications', async () => {
    const server = fakeServer([sampleMarket([2.5, 3.2, 2.9])]);
    const { hub } = setup(<MatchPage read={server.read} />, (queryClient) =>
      queryClient.setQueryData(marketsKey, server.markets),
    );
    const subscription = hub.created[0]!;
    act(() => subscription.confirm());
    await waitFor(() => expect(server.fetches).toBe(1));
    act(() => {
      subscription.confirm({ wasRecovering: true, recovered: true });
      subscription.publish(marketsChanged([2.7, 3.2, 2.9]));
    });
    await waitFor(() => expect(shown()).toBe('2.70'));
    expect(server.fetches).toBe(1);
  });

  it('keeps an event that arrives during the refetch over the older answer', async () => {
    const server = fakeServer([sampleMarket([2.5, 3.2, 2.9])]);
    let release!: () => void;
    server.gate = new Promise((resolve) => (release = resolve));
    const { hub, queryClient } = setup(<MatchPage read={server.read} />, (client) =>
      client.setQueryData(marketsKey, server.markets),
    );
    server.markets = [sampleMarket([1.8, 3.2, 2.9])];
    const subscription = hub.created[0]!;
    act(() => subscription.confirm());
    await waitFor(() => expect(server.fetches).toBe(1));
    // Read at 1.80 by the server, but the stream has moved on before the answer lands.
    act(() => subscription.publish(marketsChanged([3.3, 3.2, 2.9])));
    await waitFor(() => expect(shown()).toBe('3.30'));
    await act(async () => release());
    await waitFor(() =>
      expect(queryClient.getQueryData<Market[]>(marketsKey)![0]!.outcomes[0]!.odds).toBe(1.8),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toBe('3.30');
  });
});
