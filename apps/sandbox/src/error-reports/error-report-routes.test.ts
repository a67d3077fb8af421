import { describe, expect, it } from 'vitest';
import { buildSportsbookApp } from '../sportsbook/app';
import { expectErrorBody } from '../testing/expect-contract';
import { useTestApp } from '../testing/test-app';
import { ErrorReportStore } from './error-report-store';
import type { Envelope } from './envelope';

const app = useTestApp(buildSportsbookApp, { control: true });

function envelopeText(eventId: string, event: Record<string, unknown>): string {
  return [
    JSON.stringify({ event_id: eventId, sent_at: '2026-11-27T00:00:00Z' }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

interface Listing {
  last_seq: number;
  envelopes: { summary: Record<string, unknown>; items: { payload: unknown }[] }[];
}

describe('error-report envelopes on the sportsbook origin', () => {
  it('accepts an envelope posted as text/plain, as the browser SDK sends it, and lists it for the control API', async () => {
    const before = (await app().inject('/__sandbox/error-reports')).json() as Listing;
    const posted = await app().inject({
      method: 'POST',
      url: '/api/7/envelope/?sentry_key=public&sentry_version=7',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: envelopeText('e1', {
        release: 'build-1',
        environment: 'production',
        exception: { values: [{ type: 'Error', value: 'boom' }] },
      }),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toEqual({ id: 'e1' });

    const listing = (
      await app().inject(`/__sandbox/error-reports?after=${before.last_seq}`)
    ).json() as Listing;
    expect(listing.envelopes).toHaveLength(1);
    expect(listing.envelopes[0]!.summary).toMatchObject({
      project: '7',
      types: ['event'],
      event_id: 'e1',
      release: 'build-1',
      environment: 'production',
      message: 'Error: boom',
    });
  });

  it('sums up a streamed trace (span items, SDK v11) by its segment: op and path, release and environment', async () => {
    const before = (await app().inject('/__sandbox/error-reports')).json() as Listing;
    const segment = {
      name: 'Pageload',
      is_segment: true,
      attributes: { 'sentry.op': { value: 'pageload' }, 'url.path': { value: '/live' } },
    };
    const posted = await app().inject({
      method: 'POST',
      url: '/api/7/envelope/',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: [
        JSON.stringify({ trace: { release: 'build-2', environment: 'e2e', trace_id: 't1' } }),
        JSON.stringify({ type: 'span', item_count: 2 }),
        JSON.stringify({ version: 2, items: [{ name: 'GET localhost', is_segment: false }, segment] }),
      ].join('\n'),
    });
    expect(posted.statusCode).toBe(200);
    const listing = (
      await app().inject(`/__sandbox/error-reports?after=${before.last_seq}`)
    ).json() as Listing;
    expect(listing.envelopes[0]!.summary).toMatchObject({
      types: ['span'],
      release: 'build-2',
      environment: 'e2e',
      transaction: 'pageload /live',
      message: null,
    });
  });

  it('accepts the envelope content type and one with no content type', async () => {
    for (const headers of [{ 'content-type': 'application/x-sentry-envelope' }, {}]) {
      const posted = await app().inject({
        method: 'POST',
        url: '/api/7/envelope/',
        headers,
        payload: envelopeText('e2', { message: 'plain' }),
      });
      expect(posted.statusCode).toBe(200);
    }
  });

  it('answers 400 with the error body to a body that is not an envelope or a project that is not a number', async () => {
    const garbage = await app().inject({
      method: 'POST',
      url: '/api/7/envelope/',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(garbage.statusCode).toBe(400);
    expectErrorBody(garbage.json());
    const badProject = await app().inject({
      method: 'POST',
      url: '/api/abc/envelope/',
      headers: { 'content-type': 'text/plain' },
      payload: envelopeText('e3', {}),
    });
    expect(badProject.statusCode).toBe(400);
    expectErrorBody(badProject.json());
  });

  it('lets the web origin post envelopes and send trace headers to the API', async () => {
    const preflight = await app().inject({
      method: 'OPTIONS',
      url: '/api/v2/sports',
      headers: {
        origin: app.deps().webOrigin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'sentry-trace,baggage',
      },
    });
    expect(preflight.headers['access-control-allow-headers']).toContain('sentry-trace');
    expect(preflight.headers['access-control-allow-headers']).toContain('baggage');
  });
});

describe('ErrorReportStore', () => {
  const envelope: Envelope = { header: {}, items: [] };

  it('keeps only the most recent envelopes up to its capacity, numbered in order of arrival', () => {
    const store = new ErrorReportStore(3);
    for (let index = 0; index < 5; index++) store.add('1', envelope);
    expect(store.list().map((kept) => kept.seq)).toEqual([3, 4, 5]);
    expect(store.list(4).map((kept) => kept.seq)).toEqual([5]);
    expect(store.lastSeq()).toBe(5);
  });
});
