import { describe, expect, it } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';
import { preloaderSite } from './testing/preloader-site';
import messages from '../../../messages/en.json';

// NOTE: the test setup does not fetch the sign-up preloader; this file starts from fresh modules, as a page
// does: only a visitor on a site with the `sign_up_preloader` flag fetches it (issue 25, first load).
const freshPreload = () =>
  freshModules(async () => ({
    intl: await import('next-intl'),
    runtime: await import('@/platform/config/runtime-config-provider'),
    site: await import('@/platform/site/site-provider'),
    session: await import('@/platform/session'),
    root: await import('./session-root'),
  }));

async function renderAsVisitor(flag: boolean) {
  const fresh = await freshPreload();
  const { React, testing, intl, runtime, site, session, root } = fresh;
  const document = preloaderSite(flag);
  const h = React.createElement;
  const withSite = h(site.SiteProvider, {
    config: document.config,
    featureFlags: document.feature_flags,
    children: h(root.SignUpPreload),
  });
  const withRuntime = h(runtime.RuntimeConfigProvider, {
    value: { sportsbookApiUrl: '', platformApiUrl: 'http://platform.test', realtimeUrl: '', siteId: 't' },
    children: withSite,
  });
  testing.render(h(intl.NextIntlClientProvider, { locale: 'en', messages, children: withRuntime }));
  testing.act(() => session.dispatchSession({ type: 'not-logged-in' }));
  await testing.act(async () => {});
  return fresh;
}

describe('the sign-up preloader is fetched for a visitor on a site that has it', () => {
  it('fetches nothing without the flag', async () => {
    const { testing, root, session } = await renderAsVisitor(false);
    expect(root.signUpPreloaderCode.current()).toBeNull();
    expect(testing.screen.queryByTestId('sign-up-preload')).toBeNull();
    testing.act(() => session.resetSessionForTests());
    testing.cleanup();
  });

  it('fetches it and draws the hidden frame with the flag', async () => {
    const { testing, root, session } = await renderAsVisitor(true);
    expect(await testing.screen.findByTestId('sign-up-preload')).toBeTruthy();
    expect(root.signUpPreloaderCode.current()).not.toBeNull();
    testing.act(() => session.resetSessionForTests());
    testing.cleanup();
  });
});
