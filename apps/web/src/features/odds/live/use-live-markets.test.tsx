import { outcomeKey } from '@sportsbook/betting';
import type { Market, Settings } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { playerSettingsQueryKey } from '@/platform/session';
import { settingsFixture } from '@/platform/session/testing/player-fixtures';
import { RealtimeProvider, createRealtimeClient } from '@/platform/realtime';
import { FakeHub } from '@/platform/realtime/fake-hub';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { SiteProvider } from '@/platform/site/site-provider';
import { testSite } from '@/testing/render-in-app';
import { ToastProvider } from '@/ui';
import messages from '../../../../messages/en.json';
import { createOddsStore } from '../store/odds-store';
import { OddsStoreProvider } from '../store/odds-store-context';
import { sampleMarket } from '../testing/odds-fixtures';
import { useLiveMarkets, useLiveUpdates } from './use-live-markets';
import { parseEvent } from '@/platform/realtime/parse-event';

const config = { sportsbookApiUrl: '', platformApiUrl: '', realtimeUrl: '', siteId: 'default' };

function setup(locale: string, ui: ReactNode, flags = testSite.feature_flags, settings?: Settings) {
  let hub!: FakeHub;
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
  });
  const store = createOddsStore({ schedule: () => {} });
  const queryClient = new QueryClient();
  if (settings) queryClient.setQueryData(playerSettingsQueryKey(null), settings);
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
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

const onlyBetradar: Settings = { ...settingsFixture, sport_type_providers: { regular: ['betradar'] } };

const statusEvent = (provider: string) => ({
  event_name: 'match_status_changed',
  message: { match: { id: 7, status: 1, sport_type: 'regular', provider } },
});

function LiveMatch({ markets }: { markets?: Market[] }) {
  useLiveMarkets(7, { markets });
  return null;
}

function LiveBoard() {
  useLiveUpdates();
  return null;
}

const home = outcomeKey({ matchId: 7, marketId: 1, outcomeId: 1, specifier: '' });

describe('live hooks', () => {
  it('subscribes a Brazilian page to the pt channel of its match and feeds the odds store', () => {
    const { hub, store } = setup('br', <LiveMatch />);
    expect([...hub.subscriptions.keys()]).toEqual(['public:pt.updates.match.7']);
    act(() => {
      hub.created[0]!.publish({
        event_name: 'markets_changed',
        message: { match: { id: 7, urn_id: 'sr:match:7' }, markets: [sampleMarket([1.8, 3.5, 4.2])] },
      });
      store.flush();
    });
    expect(store.get(home)?.odds).toBe(1.8);
  });

  it('puts the markets the page fetched into the odds store', () => {
    const { store } = setup('en', <LiveMatch markets={[sampleMarket([2.05, 3.5, 4.2])]} />);
    act(() => store.flush());
    expect(store.get(home)?.odds).toBe(2.05);
  });

  it('listens to the updates channel of the locale on a board and patches the cached match', () => {
    const { hub, queryClient } = setup('de', <LiveBoard />);
    expect([...hub.subscriptions.keys()]).toEqual(['public:de.updates']);
    queryClient.setQueryData(catalogueKeys.match('de', 7), { id: 7, status: 0 });
    act(() => {
      hub.created[0]!.publish({
        event_name: 'match_status_changed',
        message: { match: { id: 7, status: 1, sport_type: 'regular', provider: 'sandbox' } },
      });
    });
    expect(queryClient.getQueryData<{ status: number }>(catalogueKeys.match('de', 7))?.status).toBe(1);
  });

  it('ignores status events of a provider the settings do not allow for the sport type when the site says so', () => {
    const flags = { ...testSite.feature_flags, custom_sport_type_providers: true };
    const { hub, queryClient } = setup('en', <LiveBoard />, flags, onlyBetradar);
    queryClient.setQueryData(catalogueKeys.match('en', 7), { id: 7, status: 0 });
    act(() => hub.created[0]!.publish(statusEvent('oddin')));
    expect(queryClient.getQueryData<{ status: number }>(catalogueKeys.match('en', 7))?.status).toBe(0);
    act(() => hub.created[0]!.publish(statusEvent('betradar')));
    expect(queryClient.getQueryData<{ status: number }>(catalogueKeys.match('en', 7))?.status).toBe(1);
  });

  it('lets every provider through when the site does not restrict providers per sport type', () => {
    const { hub, queryClient } = setup('en', <LiveBoard />, testSite.feature_flags, onlyBetradar);
    queryClient.setQueryData(catalogueKeys.match('en', 7), { id: 7, status: 0 });
    act(() => hub.created[0]!.publish(statusEvent('oddin')));
    expect(queryClient.getQueryData<{ status: number }>(catalogueKeys.match('en', 7))?.status).toBe(1);
  });
});
