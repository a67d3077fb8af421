import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthModal, getAuthPrompt, resetSessionForTests } from '@/platform/session';
import { renderInApp } from '@/testing/render-in-app';
import { TRACKING_COOKIE } from '@/features/account';
import { AuthModalHost } from './auth-modal-host';
import { readAddressLinks } from './use-address-links';

afterEach(() => {
  act(() => closeAuthModal());
  resetSessionForTests();
  window.history.replaceState(null, '', '/');
});

describe('auth links in the address', () => {
  it('opens sign-up from ?modal=signUp and leaves the address clean', async () => {
    window.history.replaceState(null, '', '/live?modal=signUp&sport=football');
    renderInApp(<AuthModalHost countryCode={null} />);
    act(() => readAddressLinks());
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/live?sport=football',
    );
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeTruthy();
    // The modal's form loads in its own chunk once a modal opens.
    const frame = await screen.findByTitle('Sign up', {}, { timeout: 15_000 });
    expect(frame.getAttribute('src')).toContain('/forms/sign-up');
  });

  it('opens sign-in from #signIn and removes the hash', async () => {
    window.history.replaceState(null, '', '/de/live#signIn');
    renderInApp(<AuthModalHost countryCode={null} />);
    act(() => readAddressLinks());
    expect(window.location.href).toBe('http://localhost:3000/de/live');
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });

  it('captures tracking parameters and removes them from the address', () => {
    window.history.replaceState(null, '', '/?btag=aff-9&gclid=g1&x=1');
    readAddressLinks();
    expect(window.location.search).toBe('?x=1');
    expect(JSON.parse(localStorage.getItem(TRACKING_COOKIE) ?? '{}')).toMatchObject({
      btag: 'aff-9',
      gclid: 'g1',
    });
    expect(document.cookie).toContain(TRACKING_COOKIE);
    expect(getAuthPrompt().modal).toBeNull();
  });
});
