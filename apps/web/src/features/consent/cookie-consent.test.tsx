import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { CookieConsent } from './cookie-consent';
import { CONSENT_COOKIE, DEVICE_ID_COOKIE, cookieString, readCookie } from './cookies';

function clearCookies() {
  for (const name of [CONSENT_COOKIE, DEVICE_ID_COOKIE]) document.cookie = `${name}=; path=/; max-age=0`;
}

beforeEach(clearCookies);

describe('the cookie notice', () => {
  it('stays until accepted and then remembers the answer', async () => {
    renderInApp(<CookieConsent />);
    const accept = await screen.findByRole('button', { name: 'Accept' });
    fireEvent.click(accept);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('accepted');
  });

  it('is not shown again to a visitor who accepted', async () => {
    document.cookie = cookieString(CONSENT_COOKIE, 'accepted', 365);
    renderInApp(<CookieConsent />);
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('gives the browser a device id that stays the same', async () => {
    renderInApp(<CookieConsent />);
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
