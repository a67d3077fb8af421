import type { Settings } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { RealtimeProvider, createRealtimeClient } from '@/platform/realtime';
import { FakeHub } from '@/platform/realtime/fake-hub';
import { parseEvent } from '@/platform/realtime/parse-event';
import { playerSettingsQueryKey } from '@/platform/session';
import { settingsFixture } from '@/platform/session/testing/player-fixtures';
import { ToastProvider } from '@/ui';
import messages from '../../../../messages/en.json';
import { useProviderStatusEvents } from './use-provider-status-events';

const config = { sportsbookApiUrl: '', platformApiUrl: '', realtimeUrl: '', siteId: 'default' };

function Follower({ active }: { active: boolean }) {
  useProviderStatusEvents(active);
  return null;
}

function setup(active: boolean) {
  let hub!: FakeHub;
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
  });
  const queryClient = new QueryClient();
  const settings: Settings = { ...settingsFixture, providerStatuses: { betradar: 1, oddin: 1 } };
  queryClient.setQueryData(playerSettingsQueryKey(null), settings);
  const view = render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <RuntimeConfigProvider value={config}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RealtimeProvider client={client}>
              <Follower active={active} />
            </RealtimeProvider>
          </ToastProvider>
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>,
  );
  const cached = () => queryClient.getQueryData<Settings>(playerSettingsQueryKey(null));
  return { hub, cached, view };
}

describe('provider status events on the slip', () => {
  it("puts a provider_status_changed event's statuses into the cached settings the slip applies", async () => {
    const { hub, cached } = setup(true);
    expect([...hub.subscriptions.keys()]).toEqual(['public:en.updates']);
    act(() =>
      hub.created[0]!.publish({
        event_name: 'provider_status_changed',
        message: { provider_statuses: { betradar: -1, oddin: 1 } },
      }),
    );
    await waitFor(() => expect(cached()?.providerStatuses).toEqual({ betradar: -1, oddin: 1 }));
    expect(cached()?.provider_statuses).toEqual({ betradar: -1, oddin: 1 });
  });

  it('does not listen while the slip is empty', () => {
    const { hub } = setup(false);
    expect(hub?.subscriptions.size ?? 0).toBe(0);
  });
});
