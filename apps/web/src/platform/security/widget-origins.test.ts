import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';
import { widgetOrigins } from './widget-origins';

const none = {
  chat_provider: 'none',
  chat_widget: null,
  push: { provider: 'web_push', vapid_public_key: null, onesignal: null },
} as const;

function directive(policy: string, name: string): string[] {
  return policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))!
    .split(' ')
    .slice(1);
}

function policyFor(config: Parameters<typeof widgetOrigins>[0]): string {
  return contentSecurityPolicy({
    nonce: 'n',
    backEndUrls: [],
    frameAncestors: [],
    paymentScriptUrl: null,
    errorReportingOrigin: null,
    tagManager: false,
    development: false,
    widgets: widgetOrigins(config),
  });
}

describe('what the page policy admits for chat and push widgets (issue 22)', () => {
  it('admits no other script origin when the site has no chat and pushes through its own worker', () => {
    const policy = policyFor(none);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-n'"]);
    expect(directive(policy, 'worker-src')).toContain("'self'");
  });

  it('admits Intercom’s origins, or only the origin of the widget address the site gives', () => {
    const intercom = policyFor({
      ...none,
      chat_provider: 'intercom',
      chat_widget: { app_id: 'abc', script_url: null },
    });
    expect(directive(intercom, 'script-src')).toContain('https://widget.intercom.io');
    expect(directive(intercom, 'connect-src')).toContain('wss://*.intercom.io');
    const stub = policyFor({
      ...none,
      chat_provider: 'intercom',
      chat_widget: { app_id: 'abc', script_url: 'http://localhost:4200/chat/widget.js' },
    });
    expect(directive(stub, 'script-src')).toEqual(["'self'", "'nonce-n'", 'http://localhost:4200']);
  });

  it('admits OneSignal’s SDK and API only when the site pushes through OneSignal', () => {
    const policy = policyFor({
      ...none,
      push: {
        provider: 'onesignal',
        vapid_public_key: null,
        onesignal: {
          app_id: 'os',
          script_url: 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js',
        },
      },
    });
    expect(directive(policy, 'script-src')).toContain('https://cdn.onesignal.com');
    expect(directive(policy, 'connect-src')).toContain('https://api.onesignal.com');
  });
});
