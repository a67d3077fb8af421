import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { closeAuthModal, dispatchSession, getAuthPrompt, resetSessionForTests } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { usePhoneVerificationRequired } from './use-phone-verification-required';

function Gate() {
  usePhoneVerificationRequired();
  return null;
}

const phone = (verified: boolean) => ({
  number: '+38640111222',
  country: 'SI',
  verified,
  resend_timeout: 0,
  sms_limit_reached: false,
});

function renderGate(required: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInApp(<Gate />, client, { phone_verification_required: required });
}

beforeEach(() => {
  act(() => {
    dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    dispatchSession({ type: 'accounts', accounts: accountsFixture });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    closeAuthModal();
    resetSessionForTests();
  });
});

describe('the phone-verification modal opens when settings require it (SPEC §5)', () => {
  it('opens for a player whose phone is not verified on a site that requires it', async () => {
    mockApi([[/\/player\/phone$/, () => ({ body: phone(false) })]]);
    renderGate(true);
    await waitFor(() => expect(getAuthPrompt().modal).toBe('phoneVerification'));
  });

  it('stays shut when the phone is verified', async () => {
    const fetchMock = mockApi([[/\/player\/phone$/, () => ({ body: phone(true) })]]);
    renderGate(true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getAuthPrompt().modal).toBeNull();
  });

  it('does not even ask for the phone when the site does not require it', async () => {
    const fetchMock = mockApi([[/\/player\/phone$/, () => ({ body: phone(false) })]]);
    renderGate(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getAuthPrompt().modal).toBeNull();
  });

  it('asks visitors nothing', async () => {
    act(() => resetSessionForTests());
    const fetchMock = mockApi([[/\/player\/phone$/, () => ({ body: phone(false) })]]);
    renderGate(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
