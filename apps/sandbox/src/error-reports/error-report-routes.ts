import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../control/parse';
import type { SandboxDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { parseEnvelope } from './envelope';
import type { ReceivedEnvelope } from './error-report-store';

/** Largest envelope accepted: the browser SDK's own cap on an event is far below it. */
export const ENVELOPE_BODY_LIMIT_BYTES = 1024 * 1024;

/** Control endpoints of the error reports, for the listing. */
export const errorReportControlEndpoints = [
  {
    method: 'GET',
    path: '/__sandbox/error-reports',
    summary:
      'Envelopes received on /api/<project>/envelope/ after ?after=<seq>, oldest first, with a summary',
  },
];

const EnvelopeParams = z.strictObject({ project: z.string().regex(/^\d{1,20}$/) });
const ListingQuery = z.strictObject({ after: z.coerce.number().int().min(0).optional() });

/**
 * Accepts Sentry envelopes on the sportsbook origin, as the error-reporting service would (SPEC §7 Error
 * reporting; the DSN `http://<key>@<sportsbook origin>/<project>` makes the SDK post here). The body is raw
 * envelope text whatever its content type (the browser SDK sends text/plain), so this scope parses every type
 * as bytes.
 */
export async function errorReportRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: ENVELOPE_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/:project/envelope/', async (request, reply) => {
      const { project } = parse(EnvelopeParams, request.params, 'params');
      const envelope = Buffer.isBuffer(request.body) ? parseEnvelope(request.body) : null;
      if (!envelope) throw new ApiError(400, 'bad_request', 'The body is not an envelope');
      const received = deps.services.errorReports.add(project, envelope);
      return reply.status(200).send({ id: received.header.event_id ?? null });
    });
  });
}

interface StreamedSpan {
  name?: string;
  is_segment?: boolean;
  attributes?: Record<string, { value?: unknown } | undefined>;
}

/**
 * The trace a `span` envelope streams (SDK v11's default instead of `transaction` items): its segment's op and
 * path (`pageload /live`), or null.
 */
function streamedTrace(envelope: ReceivedEnvelope): string | null {
  const spans = envelope.items
    .filter((item) => item.header.type === 'span')
    .flatMap((item) => ((item.payload as { items?: StreamedSpan[] } | null)?.items ?? []) as StreamedSpan[]);
  const segment = spans.find((span) => span.is_segment);
  if (!segment) return null;
  const op = segment.attributes?.['sentry.op']?.value;
  const path = segment.attributes?.['url.path']?.value;
  return [op, path ?? segment.name].filter((part) => typeof part === 'string').join(' ') || null;
}

/** What a reader wants first of an envelope: its kinds, event id, release, environment and message. */
function summary(envelope: ReceivedEnvelope) {
  const event = envelope.items.find(
    (item) => item.header.type === 'event' || item.header.type === 'transaction',
  )?.payload as Record<string, unknown> | undefined;
  // NOTE: span envelopes carry the release and environment in their header's trace context only.
  const trace = envelope.header.trace as { release?: string; environment?: string } | undefined;
  const exception = (event?.exception as { values?: { type?: string; value?: string }[] } | undefined)
    ?.values?.[0];
  return {
    seq: envelope.seq,
    received_at: envelope.receivedAt,
    project: envelope.project,
    types: envelope.items.map((item) => item.header.type),
    event_id: envelope.header.event_id ?? null,
    release: event?.release ?? trace?.release ?? null,
    environment: event?.environment ?? trace?.environment ?? null,
    transaction: event?.transaction ?? streamedTrace(envelope),
    message: exception ? `${exception.type ?? 'Error'}: ${exception.value ?? ''}` : (event?.message ?? null),
  };
}

/** The readable listing of the received envelopes (control API). */
export function errorReportControlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  app.get('/__sandbox/error-reports', async (request) => {
    const { after } = parse(ListingQuery, request.query, 'body');
    const envelopes = deps.services.errorReports.list(after ?? 0);
    return {
      last_seq: deps.services.errorReports.lastSeq(),
      envelopes: envelopes.map((envelope) => ({ summary: summary(envelope), ...envelope })),
    };
  });
}
