import { act, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '../config/runtime-config-provider';
import { ToastProvider } from '@/ui';
import messages from '../../../messages/en.json';
import { FakeHub } from './fake-hub';
import { createRealtimeClient } from './realtime-client';
import { RealtimeProvider } from './realtime-provider';
import { useRealtimeChannel } from './use-realtime-channel';
import { parseEvent } from './parse-event';

const config = { sportsbookApiUrl: '', platformApiUrl: '', realtimeUrl: '', siteId: 'default' };

function Listener({ onResync }: { onResync: () => void }) {
  useRealtimeChannel('public:en.updates', () => {}, onResync);
  return null;
}

function setup() {
  let hub!: FakeHub;
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
  });
  const wrap = (onResync: () => void) => (
    <NextIntlClientProvider locale="en" messages={messages}>
      <RuntimeConfigProvider value={config}>
        <ToastProvider>
          <RealtimeProvider client={client}>
            <Listener onResync={onResync} />
          </RealtimeProvider>
        </ToastProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>
  );
  return { hub: () => hub, wrap };
}

describe('useRealtimeChannel', () => {
  it('calls the latest resync callback without subscribing again', () => {
    const { hub, wrap } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(wrap(first));
    view.rerender(wrap(second));
    expect(hub().created).toHaveLength(1);
    act(() => hub().created[0]!.confirm());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('stops resyncing once unmounted', () => {
    const { hub, wrap } = setup();
    const resync = vi.fn();
    const view = render(wrap(resync));
    const subscription = hub().created[0]!;
    view.unmount();
    expect(subscription.subscribed).toBe(false);
    subscription.confirm();
    expect(resync).not.toHaveBeenCalled();
  });
});
