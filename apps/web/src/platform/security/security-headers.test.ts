import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce } from './security-headers';
import type { PolicyInputs } from './security-headers';

const inputs: PolicyInputs = {
  nonce: 'bm9uY2U=',
  backEndUrls: ['http://localhost:4100', 'http://localhost:4200', 'ws://localhost:4200/connection/websocket'],
  frameAncestors: [],
  paymentScriptUrl: null,
  errorReportingOrigin: null,
  tagManager: false,
  development: false,
};

/** The sources of one directive of a policy, or undefined when the policy lacks it. */
function directive(policy: string, name: string): string[] | undefined {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1);
}

describe('contentSecurityPolicy', () => {
  it('runs inline scripts only with the request nonce and script files only of the site, never eval', () => {
    const scripts = directive(contentSecurityPolicy(inputs), 'script-src');
    expect(scripts).toEqual(["'self'", "'nonce-bm9uY2U='"]);
  });

  it("loads the payment provider script from the platform's origin only for a site that takes deposits", () => {
    const policy = contentSecurityPolicy({ ...inputs, paymentScriptUrl: 'http://localhost:4100/api' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-bm9uY2U='", 'http://localhost:4100']);
  });

  it('allows eval only to the development server', () => {
    const scripts = directive(contentSecurityPolicy({ ...inputs, development: true }), 'script-src');
    expect(scripts).toContain("'unsafe-eval'");
  });

  it('forbids plugins and <base>', () => {
    const policy = contentSecurityPolicy(inputs);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  });

  it("lets only the site frame its pages when the site allows no operator origin ('self')", () => {
    expect(directive(contentSecurityPolicy(inputs), 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('lets the operator origins of the site configuration frame its pages', () => {
    const policy = contentSecurityPolicy({ ...inputs, frameAncestors: ['https://casino.example'] });
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'", 'https://casino.example']);
  });

  it('connects to the origins of the platform, the sportsbook and the real-time socket, nothing else', () => {
    expect(directive(contentSecurityPolicy(inputs), 'connect-src')).toEqual([
      "'self'",
      'http://localhost:4100',
      'http://localhost:4200',
      'ws://localhost:4200',
    ]);
  });

  it("lets the page post error reports to the DSN's origin only when one is configured", () => {
    const policy = contentSecurityPolicy({ ...inputs, errorReportingOrigin: 'https://o1.ingest.sentry.io' });
    expect(directive(policy, 'connect-src')).toContain('https://o1.ingest.sentry.io');
    expect(directive(policy, 'script-src')).not.toContain('https://o1.ingest.sentry.io');
    // the sandbox's DSN is on the sportsbook origin, already allowed: named once
    const sandbox = contentSecurityPolicy({ ...inputs, errorReportingOrigin: 'http://localhost:4200' });
    expect(
      directive(sandbox, 'connect-src')?.filter((source) => source === 'http://localhost:4200'),
    ).toHaveLength(1);
  });

  it("adds the tag manager's and Google's analytics origins only for a site with a tag manager", () => {
    expect(directive(contentSecurityPolicy(inputs), 'connect-src')).not.toContain(
      'https://*.google-analytics.com',
    );
    expect(directive(contentSecurityPolicy(inputs), 'script-src')).not.toContain(
      'https://www.googletagmanager.com',
    );
    const policy = contentSecurityPolicy({ ...inputs, tagManager: true });
    expect(directive(policy, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
  });

  it('lets the real-time worker start from the bundle', () => {
    expect(directive(contentSecurityPolicy(inputs), 'worker-src')).toEqual(["'self'", 'blob:']);
  });
});

describe('createNonce', () => {
  it('draws 128 random bits in base64, a new one each time', () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
