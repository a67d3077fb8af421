import { expect, test } from '../support/fixtures';
import { patchSite } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

/** The sources of one directive of a Content-Security-Policy header. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found?.trim().split(' ').slice(1) ?? [];
}

test('every page carries a nonce policy and the hardening headers, with a new nonce per request', async ({
  page,
}) => {
  const first = await page.goto('/');
  const headers = first!.headers();
  const policy = headers['content-security-policy']!;
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  // The sandbox lets its own operator demo frame every site, beside what the site's file lists (none here).
  expect(directive(policy, 'frame-ancestors')).toEqual([
    "'self'",
    new URL(systemUrls().operatorDemoUrl).origin,
  ]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // NOTE: served over plain http here, where HSTS means nothing.
  expect(headers['strict-transport-security']).toBeUndefined();

  const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
  // Next.js put the request's nonce on every script of the server's HTML. NOTE: the HTML as served, not the
  // live document: chunks the page loads later are inserted without one and allowed as 'self'.
  const scriptTags = (await first!.text()).match(/<script\b[^>]*>/g) ?? [];
  expect(scriptTags.length).toBeGreaterThan(0);
  expect(scriptTags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

  const second = await page.request.get('/live');
  expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
});

test('a page served over https (as a TLS proxy forwards it) adds HSTS', async ({ request }) => {
  const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } });
  expect(response.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('static files are not sniffed either', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.url().endsWith('.js')) {
      scripts.push(response.headers()['x-content-type-options'] ?? 'missing');
    }
  });
  await page.goto('/');
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set(['nosniff']));
});

test('the tag manager loads its library under the policy and hands it the nonce', async ({ page }) => {
  await patchSite({ config: { tag_manager_id: 'GTM-TEST1' } });
  // NOTE: no call leaves this machine: the library is a stand-in that reports how it was loaded.
  await page.route('https://www.googletagmanager.com/gtm.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.tagManagerLoadedWithNonce = Boolean(document.currentScript && document.currentScript.nonce);',
    }),
  );
  await page.goto('/');
  await expect
    .poll(() =>
      page.evaluate(() => (window as { tagManagerLoadedWithNonce?: boolean }).tagManagerLoadedWithNonce),
    )
    .toBe(true);
});
