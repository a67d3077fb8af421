import type { Page } from '@playwright/test';
import {
  envelopesAfter,
  errorReportingStarted,
  eventsOf,
  exceptionText,
  lastEnvelopeSeq,
  pageLoadUrls,
  untilEnvelope,
  webBuildId,
} from '../support/error-reports';
import { expect, test } from '../support/fixtures';
import { systemUrls } from '../support/system';

// The global setup points the web app's DSN at the sandbox (`/api/1/envelope/` on the sportsbook origin) with
// VERCEL_ENV=e2e and every trace sampled, so these tests read what the error-reporting service would receive.

/** Throws an error with `message` (and `name`) outside any handler of the page, as a bug would. */
async function throwInPage(page: Page, message: string, name = 'Error'): Promise<void> {
  await page.evaluate(
    ([text, errorName]) => {
      const error = Object.assign(new Error(text), { name: errorName });
      setTimeout(() => {
        throw error;
      });
    },
    [message, name] as const,
  );
}

test('a thrown error arrives as an envelope with the release (the build id) and the environment', async ({
  page,
}) => {
  const after = await lastEnvelopeSeq();
  await page.goto('/');
  await errorReportingStarted(page);
  const marker = `e2e thrown ${Date.now()}`;
  await throwInPage(page, marker);
  const event = await untilEnvelope(after, (envelopes) =>
    eventsOf(envelopes, 'event').find((candidate) => exceptionText(candidate).includes(marker)),
  );
  expect(event.release).toBe(webBuildId());
  expect(event.environment).toBe('e2e');
  expect((event.request as { url?: string } | undefined)?.url).toBe(`${systemUrls().webUrl}/`);
});

test('a failed API call arrives with its URL, the response body and the request body attached', async ({
  page,
}) => {
  const after = await lastEnvelopeSeq();
  const { sportsbookUrl, webUrl } = systemUrls();
  // NOTE: the sandbox's search never fails on its own; this one answer is made an outage so that the app's own
  // client, its global query handler and the SDK handle a real HTTP failure end to end.
  await page.route(`${sportsbookUrl}/api/v2/search?**`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': new URL(webUrl).origin },
      body: JSON.stringify({
        code: 'unavailable',
        message: 'Search is resting',
        localized_message: '',
        details: {},
      }),
    }),
  );
  await page.goto('/');
  await errorReportingStarted(page);
  await page.getByTestId('search-button').click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByRole('combobox', { name: 'Search teams, matches and leagues' }).fill('Arsenal');
  await expect(dialog.getByTestId('search-message')).toHaveText(
    'Search is unavailable right now. Please try again.',
  );
  const event = await untilEnvelope(after, (envelopes) =>
    eventsOf(envelopes, 'event').find((candidate) => exceptionText(candidate).includes('Search is resting')),
  );
  const http = (event.contexts as Record<string, Record<string, unknown>>).http_client!;
  expect(http.url).toContain('/api/v2/search?q=Arsenal');
  expect(http.status).toBe(503);
  expect(http.response_body).toMatchObject({ code: 'unavailable', message: 'Search is resting' });
  expect(http).toHaveProperty('request_body', null);
  expect((event.tags as Record<string, string>).source).toBe('query.search');
});

test('a cancelled request, a network error, a chunk-load error and the ResizeObserver loop are not reported', async ({
  page,
}) => {
  const after = await lastEnvelopeSeq();
  const { sportsbookUrl } = systemUrls();
  await page.route(`${sportsbookUrl}/e2e-unreachable`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await errorReportingStarted(page);
  await page.evaluate(async (base) => {
    const rethrow = (error: unknown) =>
      setTimeout(() => {
        throw error;
      });
    // a cancelled request
    const controller = new AbortController();
    const cancelled = fetch(`${base}/api/v2/sports`, { signal: controller.signal });
    controller.abort();
    await cancelled.catch(rethrow);
    // a network error
    await fetch(`${base}/e2e-unreachable`).catch(rethrow);
    // a chunk that failed to load: a dynamic import and a script tag
    await import(
      /* webpackIgnore: true */ `${location.origin}/_next/static/chunks/e2e-missing-chunk.js`
    ).catch(rethrow);
    void new Promise((_, reject) => {
      const script = document.createElement('script');
      script.src = '/_next/static/chunks/e2e-missing-script.js';
      script.onerror = reject;
      document.head.append(script);
    });
  }, sportsbookUrl);
  await throwInPage(page, 'Loading chunk 4242 failed.', 'ChunkLoadError');
  await throwInPage(page, 'ResizeObserver loop limit exceeded');
  const sentinel = `e2e sentinel ${Date.now()}`;
  await throwInPage(page, sentinel);

  await untilEnvelope(after, (envelopes) =>
    eventsOf(envelopes, 'event').find((event) => exceptionText(event).includes(sentinel)),
  );
  // NOTE: the dropped errors came first; a second more lets any straggler arrive before the check.
  await page.waitForTimeout(1_000);
  const reported = eventsOf(await envelopesAfter(after), 'event').map(exceptionText);
  expect(reported.filter((text) => !text.includes(sentinel))).toEqual([]);
});

/**
 * Ends the page's page-load trace now, as the SDK does when the tab goes to the background, so that it is sent (or
 * dropped) at once: a page with live data never goes idle, and its trace would otherwise wait for the 30 s limit.
 */
async function endPageLoadTrace(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // NOTE: a moment for the transport to send what the trace became before the test leaves the page.
  await page.waitForTimeout(1_000);
}

test('the page load of /404 sends no transaction, while other page loads do', async ({ page }) => {
  const after = await lastEnvelopeSeq();

  // /404 itself, and an unknown address the server answers with the not-found page
  for (const path of ['/404', '/no-such-page-e2e', '/live']) {
    await page.goto(path);
    await errorReportingStarted(page);
    await endPageLoadTrace(page);
  }
  const loads = await untilEnvelope(after, (envelopes) => {
    const urls = pageLoadUrls(envelopes);
    return urls.some((url) => url.endsWith('/live')) ? urls : undefined;
  });
  expect(loads.filter((url) => url.includes('404') || url.includes('no-such-page'))).toEqual([]);
});
