import { Match, RealtimeEvent } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { RealtimePublisher } from '../realtime/publisher';

/** A publisher that keeps what it is given, for asserting the control API's announcements. */
export function recordingPublisher() {
  const published: { channel: string; data: unknown }[] = [];
  const publisher: RealtimePublisher = {
    publish: async (channel, data) => void published.push({ channel, data }),
  };
  /** The events of a name published on a channel, each validated against the contract. */
  function events<N extends RealtimeEvent['event_name']>(name: N, channel = 'public:en.updates') {
    return published
      .filter(
        (entry) => entry.channel === channel && (entry.data as { event_name: string }).event_name === name,
      )
      .map((entry) => RealtimeEvent.parse(entry.data) as Extract<RealtimeEvent, { event_name: N }>);
  }
  return { publisher, published, events };
}

/** Sends a control request and returns its status and JSON body (the match in it validated, when there is one). */
export async function control(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: Record<string, unknown> & { match?: Match } }> {
  const response = await app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  const body = response.body ? (response.json() as Record<string, unknown>) : {};
  if (response.statusCode < 300 && body.match) Match.parse(body.match);
  return { status: response.statusCode, body: body as Record<string, unknown> & { match?: Match } };
}
