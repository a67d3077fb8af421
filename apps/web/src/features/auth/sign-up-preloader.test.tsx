import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { SiteProvider } from '@/platform/site/site-provider';
import { openAuthModal } from '@/platform/session';
import messages from '../../../messages/en.json';
import { SIGN_UP_PRELOAD_MS, SignUpPreloader } from './sign-up-preloader';
import { preloaderSite } from './testing/preloader-site';
import { eachTestAsVisitorOnFakeTimers } from '@/platform/session/testing/visitor-with-fake-timers';

function renderWithFlag(flag: boolean) {
  const site = preloaderSite(flag);
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <RuntimeConfigProvider
        value={{ sportsbookApiUrl: '', platformApiUrl: 'http://platform.test', realtimeUrl: '', siteId: 't' }}
      >
        <SiteProvider config={site.config} featureFlags={site.feature_flags}>
          <SignUpPreloader />
        </SiteProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>,
  );
}

eachTestAsVisitorOnFakeTimers();

describe('the sign-up preload frame', () => {
  it('loads the platform sign-up form hidden and removes it after ten seconds', () => {
    renderWithFlag(true);
    expect(screen.getByTestId('sign-up-preload').getAttribute('src')).toContain(
      'http://platform.test/forms/sign-up',
    );
    act(() => vi.advanceTimersByTime(SIGN_UP_PRELOAD_MS));
    expect(screen.queryByTestId('sign-up-preload')).toBeNull();
  });

  it('is removed when the real sign-up form opens', () => {
    renderWithFlag(true);
    act(() => openAuthModal('signUp'));
    expect(screen.queryByTestId('sign-up-preload')).toBeNull();
  });

  it('stays off without the feature flag', () => {
    renderWithFlag(false);
    expect(screen.queryByTestId('sign-up-preload')).toBeNull();
  });
});
