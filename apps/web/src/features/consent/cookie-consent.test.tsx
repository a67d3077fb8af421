import { SiteDocument } from '@sportsbook/contract';
import { fireEvent, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteProvider } from '@/platform/site/site-provider';
import { renderInApp } from '@/testing/render-in-app';
import messages from '../../../messages/en.json';
import { CookieConsent } from './cookie-consent';
import { CONSENT_COOKIE, DEVICE_ID_COOKIE, cookieString, readCookie } from './cookies';

const site = SiteDocument.parse({
  config: {
    id: 'test',
    name: 'Test Sportsbook',
    logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
    locales: [{ code: 'en', nameInLocale: 'English' }],
  },
  feature_flags: {},
});

function clearCookies() {
  for (const name of [CONSENT_COOKIE, DEVICE_ID_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
}

beforeEach(clearCookies);

describe('the cookie notice', () => {
  it('stays until accepted and then remembers the answer', async () => {
    renderInApp(<CookieConsent acceptedOnServer={false} />);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('accepted');
  });

  it('is not shown again to a visitor who accepted', async () => {
    document.cookie = cookieString(CONSENT_COOKIE, 'accepted', 365);
    renderInApp(<CookieConsent acceptedOnServer />);
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('is in the server-drawn page when the request had no consent cookie, and not when it had one', () => {
    const page = (acceptedOnServer: boolean) =>
      renderToString(
        <NextIntlClientProvider locale="en" messages={messages}>
          <SiteProvider config={site.config} featureFlags={site.feature_flags}>
            <CookieConsent acceptedOnServer={acceptedOnServer} />
          </SiteProvider>
        </NextIntlClientProvider>,
      );
    expect(page(false)).toContain('aria-label="Cookie notice"');
    // Marked for the early-tap recorder, so that an Accept tapped before hydration is kept (issue 25).
    expect(page(false)).toContain('data-early-tap="cookie-consent"');
    expect(page(true)).not.toContain('aria-label="Cookie notice"');
  });

  it('shows the notice once mounted when the browser has no consent cookie, whatever the server drew', async () => {
    renderInApp(<CookieConsent acceptedOnServer />);
    expect(await screen.findByRole('region', { name: 'Cookie notice' })).toBeTruthy();
  });

  it('gives the browser a device id that stays the same', async () => {
    renderInApp(<CookieConsent acceptedOnServer={false} />);
    await screen.findByRole('button', { name: 'Accept' });
    const id = readCookie(document.cookie, DEVICE_ID_COOKIE);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('cookieString', () => {
  it('keeps the consent for 365 days and the device id for 7300 days', () => {
    expect(cookieString(CONSENT_COOKIE, 'accepted', 365)).toContain(`max-age=${365 * 86400}`);
    expect(cookieString(DEVICE_ID_COOKIE, 'x', 7300)).toContain(`max-age=${7300 * 86400}`);
  });
});
