import type { RealtimeEvent } from '@sportsbook/contract';
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/ui';
import messages from '../../../messages/en.json';
import { RuntimeConfigProvider } from '../config/runtime-config-provider';
import { FakeHub } from './fake-hub';
import { OFFLINE_TOAST_GRACE_MS } from './connection-toast';
import { createRealtimeClient } from './realtime-client';
import { RealtimeProvider } from './realtime-provider';
import { useConnectionState, useRealtimeChannel } from './use-realtime-channel';
import { parseEvent } from './parse-event';

const config = {
  sportsbookApiUrl: 'http://sb.test',
  platformApiUrl: 'http://pl.test',
  realtimeUrl: 'ws://sb.test/connection/websocket',
  siteId: 'default',
};

function setup() {
  let hub!: FakeHub;
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
  });
  const wrap = (children: ReactNode) =>
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <RuntimeConfigProvider value={config}>
          <ToastProvider>
            <RealtimeProvider client={client}>{children}</RealtimeProvider>
          </ToastProvider>
        </RuntimeConfigProvider>
      </NextIntlClientProvider>,
    );
  return { client, hub, wrap };
}

function Channel({ name, onEvent }: { name: string; onEvent: (event: RealtimeEvent) => void }) {
  useRealtimeChannel(name, onEvent);
  return null;
}

function State() {
  return <p>state: {useConnectionState()}</p>;
}

const event = { event_name: 'unread_counters_changed', message: { unread: 3 } };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeProvider', () => {
  it('connects the client and lets two components listen to one channel through one subscription', () => {
    const { hub, wrap } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const view = wrap(
      <>
        <Channel name="public:en.updates" onEvent={first} />
        <Channel name="public:en.updates" onEvent={second} />
      </>,
    );
    expect(hub.calls).toContain('connect');
    expect(hub.created).toHaveLength(1);
    act(() => hub.created[0]!.publish(event));
    expect(first).toHaveBeenCalledWith(event);
    expect(second).toHaveBeenCalledWith(event);
    view.unmount();
    expect(hub.created[0]!.subscribed).toBe(false);
  });

  it('reconnects at once when the browser says the network is back', () => {
    const { hub, wrap } = setup();
    const view = wrap(null);
    act(() => window.dispatchEvent(new Event('online')));
    expect(hub.calls.filter((call) => call === 'reconnectNow')).toHaveLength(1);
    view.unmount();
    window.dispatchEvent(new Event('online'));
    expect(hub.calls.filter((call) => call === 'reconnectNow')).toHaveLength(1);
  });

  it('shows the connection state', () => {
    const { hub, wrap } = setup();
    wrap(<State />);
    expect(screen.getByText('state: disconnected')).toBeTruthy();
    act(() => hub.setState('connected'));
    expect(screen.getByText('state: connected')).toBeTruthy();
  });

  it('shows the connection error toast when the connection stays down, and hides it when it is back', () => {
    const { hub, wrap } = setup();
    wrap(null);
    act(() => hub.setState('connected'));
    act(() => hub.setState('connecting'));
    act(() => vi.advanceTimersByTime(OFFLINE_TOAST_GRACE_MS - 1));
    expect(screen.queryByText('Connection lost')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/Connection lost/).closest('[aria-live="assertive"]')).not.toBeNull();
    act(() => hub.setState('connected'));
    expect(screen.queryByText('Connection lost')).toBeNull();
  });

  it('does not show the toast for a reconnect quicker than the grace period', () => {
    const { hub, wrap } = setup();
    wrap(null);
    act(() => hub.setState('connected'));
    act(() => hub.setState('connecting'));
    act(() => vi.advanceTimersByTime(500));
    act(() => hub.setState('connected'));
    act(() => vi.advanceTimersByTime(OFFLINE_TOAST_GRACE_MS * 2));
    expect(screen.queryByText('Connection lost')).toBeNull();
  });
});
