import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal, getAuthPrompt } from '@/platform/session';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { AuthRoutePage } from './auth-route-page';
import { ConfirmEmailPage } from './confirm-email-page';

afterEach(() => {
  act(() => closeAuthModal());
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the auth pages', () => {
  it('opens edit password with the token of the address', () => {
    window.history.replaceState(null, '', '/users/password/edit?reset_password_token=tok12345');
    renderInApp(<AuthRoutePage modal="passwordEdit" />);
    expect(getAuthPrompt()).toMatchObject({ modal: 'passwordEdit', token: 'tok12345' });
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
  });

  it('confirms the address with the link token and removes it from the address', async () => {
    const fetchMock = mockApi([[/^\/api\/users\/confirmation\?/, () => ({ body: { ok: true } })]]);
    window.history.replaceState(null, '', '/users/confirmation?confirmation_token=abcdefgh12');
    renderInApp(<ConfirmEmailPage />);
    expect(await screen.findByText('Your e-mail address is confirmed. You can sign in now.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('confirmation_token=abcdefgh12');
    expect(window.location.search).toBe('');
  });

  it('shows the platform message when the token is not valid', async () => {
    mockApi([
      [
        /^\/api\/users\/confirmation\?/,
        () => ({
          status: 400,
          body: {
            code: 'invalid_token',
            message: 'bad',
            localized_message: 'The link has expired.',
            details: {},
          },
        }),
      ],
    ]);
    window.history.replaceState(null, '', '/users/confirmation?confirmation_token=abcdefgh12');
    renderInApp(<ConfirmEmailPage />);
    expect(await screen.findByText('The link has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Didn't get the confirmation e-mail?" })).toBeTruthy();
  });
});
