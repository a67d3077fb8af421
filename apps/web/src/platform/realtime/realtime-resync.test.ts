import { describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../errors/report-error';
import { FakeHub } from './fake-hub';
import { createRealtimeClient } from './realtime-client';
import { parseEvent } from './parse-event';

function setup() {
  let hub!: FakeHub;
  const reports: ErrorReport[] = [];
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: (report) => reports.push(report),
  });
  return { client, hub, reports };
}

describe('real-time resync', () => {
  it('asks every listener to resync once the first subscription is confirmed, not before', () => {
    const { client, hub } = setup();
    const first = vi.fn();
    const second = vi.fn();
    client.subscribe('public:en.updates', () => {}, first);
    client.subscribe('public:en.updates', () => {}, second);
    expect(first).not.toHaveBeenCalled();
    hub.created[0]!.confirm();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('does not resync after a resubscribe that recovered the missed publications', () => {
    const { client, hub } = setup();
    const resync = vi.fn();
    client.subscribe('public:en.updates', () => {}, resync);
    hub.created[0]!.confirm();
    hub.created[0]!.confirm({ wasRecovering: true, recovered: true });
    expect(resync).toHaveBeenCalledOnce();
  });

  it('resyncs after a resubscribe whose recovery failed', () => {
    const { client, hub } = setup();
    const resync = vi.fn();
    client.subscribe('public:en.updates', () => {}, resync);
    hub.created[0]!.confirm();
    hub.created[0]!.confirm({ wasRecovering: true, recovered: false });
    expect(resync).toHaveBeenCalledTimes(2);
  });

  it('does not resync a listener that joins a channel already live', () => {
    const { client, hub } = setup();
    client.subscribe('public:en.updates', () => {});
    hub.created[0]!.confirm();
    const late = vi.fn();
    client.subscribe('public:en.updates', () => {}, late);
    expect(late).not.toHaveBeenCalled();
  });

  it('reports a failing resync and still resyncs the other listeners', () => {
    const { client, hub, reports } = setup();
    const other = vi.fn();
    client.subscribe(
      'public:en.updates',
      () => {},
      () => {
        throw new Error('boom');
      },
    );
    client.subscribe('public:en.updates', () => {}, other);
    hub.created[0]!.confirm();
    expect(other).toHaveBeenCalledOnce();
    expect(reports.map((report) => report.source)).toEqual(['realtime.listener']);
  });

  it('forgets the resync of a listener that left', () => {
    const { client, hub } = setup();
    const resync = vi.fn();
    client.subscribe('public:en.updates', () => {});
    const stop = client.subscribe('public:en.updates', () => {}, resync);
    stop();
    hub.created[0]!.confirm();
    expect(resync).not.toHaveBeenCalled();
  });
});
