import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { systemUrls } from './system';

/** One envelope item as the sandbox keeps it. */
export interface ReceivedItem {
  header: { type: string };
  payload: Record<string, unknown>;
}

/** An envelope the sandbox received from the web app's error-reporting SDK. */
export interface ReceivedEnvelope {
  seq: number;
  summary: { types: string[]; message: string | null; transaction: string | null };
  items: ReceivedItem[];
}

/** The envelopes received after sequence number `after`, from the control API's listing. */
export async function envelopesAfter(after: number): Promise<ReceivedEnvelope[]> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox/error-reports?after=${after}`);
  const listing = (await response.json()) as { envelopes: ReceivedEnvelope[] };
  return listing.envelopes;
}

/** The sequence number of the last envelope received so far: later ones are this test's. */
export async function lastEnvelopeSeq(): Promise<number> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox/error-reports`);
  return ((await response.json()) as { last_seq: number }).last_seq;
}

/** The events (errors) and transactions of some envelopes. */
export function eventsOf(
  envelopes: ReceivedEnvelope[],
  type: 'event' | 'transaction',
): Record<string, unknown>[] {
  return envelopes.flatMap((envelope) =>
    envelope.items.filter((item) => item.header.type === type).map((item) => item.payload),
  );
}

type SpanAttribute = { value?: unknown } | undefined;
interface StreamedSpan {
  is_segment?: boolean;
  attributes?: Record<string, SpanAttribute>;
}

/**
 * The addresses of the page loads traced in some envelopes, in either form the SDK sends them: a `transaction`
 * event (op `pageload`), or, as SDK v11 does by default, a streamed segment span (`span` items, `sentry.op`).
 */
export function pageLoadUrls(envelopes: ReceivedEnvelope[]): string[] {
  const fromTransactions = eventsOf(envelopes, 'transaction')
    .filter((event) => (event.contexts as { trace?: { op?: string } }).trace?.op === 'pageload')
    .map((event) => (event.request as { url?: string } | undefined)?.url ?? String(event.transaction));
  const fromSpans = envelopes
    .flatMap((envelope) => envelope.items.filter((item) => item.header.type === 'span'))
    .flatMap((item) => (item.payload.items as StreamedSpan[] | undefined) ?? [])
    .filter((span) => span.is_segment && span.attributes?.['sentry.op']?.value === 'pageload')
    .map((span) => String(span.attributes?.['url.full']?.value ?? ''));
  return [...fromTransactions, ...fromSpans];
}

/** The message of an error event: its first exception's type and value. */
export function exceptionText(event: Record<string, unknown>): string {
  const value = (event.exception as { values?: { type?: string; value?: string }[] } | undefined)
    ?.values?.[0];
  return `${value?.type ?? ''}: ${value?.value ?? ''}`;
}

/** Waits until the page's error-reporting SDK has started (it loads as a chunk of its own after the page). */
export async function errorReportingStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { sportsbookErrorReporting?: string }).sportsbookErrorReporting === 'on',
  );
}

/** The build id of the web app under test: the release every report must carry. */
export function webBuildId(): string {
  return readFileSync(
    fileURLToPath(new URL('../../apps/web/.next/BUILD_ID', import.meta.url)),
    'utf8',
  ).trim();
}

/** Polls the envelopes after `after` until `found` picks something out of them. */
export async function untilEnvelope<T>(
  after: number,
  found: (envelopes: ReceivedEnvelope[]) => T | undefined,
  timeout = 15_000,
): Promise<T> {
  let result: T | undefined;
  await expect
    .poll(
      async () => {
        result = found(await envelopesAfter(after));
        return result !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  return result as T;
}
