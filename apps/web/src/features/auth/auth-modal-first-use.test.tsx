import { describe, expect, it } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the test setup fetches the auth modal host before every file (src/testing/setup.ts); this file starts
// from fresh modules, as a page does: a visitor's page fetches it only when a modal is first asked for (issue 25,
// first-load budget; session-root.tsx).
const freshSession = () =>
  freshModules(async () => ({
    ...(await import('@/testing/render-in-app')),
    ...(await import('@/platform/session')),
    ...(await import('./session-root')),
  }));

describe('the auth modals are fetched when one is first asked for', () => {
  it('fetches nothing for a visitor who asks for none, and opens sign-in once asked', async () => {
    const { React, testing, renderInApp, AuthModals, authModalHostCode, openAuthModal, closeAuthModal } =
      await freshSession();
    renderInApp(React.createElement(AuthModals, { countryCode: null }));
    await testing.act(async () => {});
    expect(authModalHostCode.current()).toBeNull();
    expect(testing.screen.queryByRole('dialog')).toBeNull();

    testing.act(() => openAuthModal('signIn'));
    expect(await testing.screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(authModalHostCode.current()).not.toBeNull();
    testing.act(() => closeAuthModal());
    testing.cleanup();
  });
});
