import { describe, expect, it } from 'vitest';
import { platformFormUrl } from './platform-form-url';

describe('platformFormUrl', () => {
  it('builds the default form path with the expired flag, the return page and the language', () => {
    const url = new URL(
      platformFormUrl('http://platform.test', 'sign-in', {
        authForms: { paths: {}, custom_params: {} },
        locale: 'de-AT',
        currentUrl: 'http://web.test/de/live',
        sessionExpired: true,
      }),
    );
    expect(url.origin + url.pathname).toBe('http://platform.test/forms/sign-in');
    expect(url.searchParams.get('session_expired')).toBe('true');
    expect(url.searchParams.get('redirect-url-after-oauth')).toBe('http://web.test/de/live');
    expect(url.searchParams.get('locale')).toBe('de');
  });

  it('uses the custom path, the token and the configured parameters', () => {
    const url = new URL(
      platformFormUrl('http://platform.test', 'edit-password', {
        authForms: { paths: { 'edit-password': '/account/password' }, custom_params: { brand: 'blue' } },
        locale: 'en',
        currentUrl: 'http://web.test/',
        token: 'tok12345',
      }),
    );
    expect(url.pathname).toBe('/account/password');
    expect(url.searchParams.get('token')).toBe('tok12345');
    expect(url.searchParams.get('brand')).toBe('blue');
    expect(url.searchParams.has('session_expired')).toBe(false);
  });
});
