import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { TEST_WEB_ORIGIN } from '../testing/test-deps';
import { buildOperatorDemoApp } from './operator-demo-app';

const app = useTestApp(buildOperatorDemoApp);

describe('the operator demo page', () => {
  it('frames the product from the web origin, with its own scripts only, and lets nobody frame it', async () => {
    const page = await app().inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`frame-src ${TEST_WEB_ORIGIN}`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(page.body).toContain(`data-url="${TEST_WEB_ORIGIN}/"`);
    expect(page.body).toContain('<script type="module" src="/demo.js"></script>');
  });

  it('serves the SDK as one browser module that the demo script imports', async () => {
    const sdk = await app().inject({ url: '/sdk/sportsbook-embed.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toMatch(/^text\/javascript/);
    expect(sdk.body).toMatch(/export\s*\{[^}]*connectSportsbook/);
    // the contract's API shapes stay out: only the cross-window messages are inside
    expect(sdk.body).not.toContain('sportsbook_sessions');
    const script = await app().inject({ url: '/demo.js' });
    expect(script.body).toContain("import { connectSportsbook } from '/sdk/sportsbook-embed.js'");
  }, 30_000);
});
