import { describe, expect, it } from 'vitest';
import { authModalAllowed } from './auth-allowed';
import type { AuthGate } from './auth-allowed';

const open: AuthGate['config'] = {
  sign_in_allowed: true,
  sign_up_allowed: true,
  blocked_country_codes: { sign_in: ['US'], sign_up: ['US', 'FR'], site: [] },
};

describe('authModalAllowed', () => {
  it('opens sign-in and sign-up for a visitor when the site allows them', () => {
    const gate: AuthGate = { config: open, status: 'not_logged_in', countryCode: 'DE' };
    expect(authModalAllowed('signIn', gate)).toBe(true);
    expect(authModalAllowed('signUp', gate)).toBe(true);
  });

  it('refuses sign-in and sign-up to a logged-in player', () => {
    const gate: AuthGate = { config: open, status: 'logged_in', countryCode: null };
    expect(authModalAllowed('signIn', gate)).toBe(false);
    expect(authModalAllowed('signUp', gate)).toBe(false);
    expect(authModalAllowed('phoneVerification', gate)).toBe(true);
  });

  it('refuses what the site settings turn off', () => {
    const gate: AuthGate = {
      config: { ...open, sign_up_allowed: false },
      status: 'not_logged_in',
      countryCode: null,
    };
    expect(authModalAllowed('signUp', gate)).toBe(false);
    expect(authModalAllowed('signIn', gate)).toBe(true);
  });

  it('refuses blocked country codes per list, whatever their case', () => {
    const gate: AuthGate = { config: open, status: 'not_logged_in', countryCode: 'fr' };
    expect(authModalAllowed('signUp', gate)).toBe(false);
    expect(authModalAllowed('signIn', gate)).toBe(true);
  });
});
