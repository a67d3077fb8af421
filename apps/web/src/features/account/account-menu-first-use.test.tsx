import { describe, expect, it } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the test setup fetches the account menu before every file (src/testing/setup.ts); this file starts from
// fresh modules, as a page does: a visitor's page never fetches it, a player's once signed in (issue 25, first
// load; header-account.tsx).
const freshHeaderAccount = () =>
  freshModules(async () => ({
    ...(await import('@/testing/render-as-player')),
    ...(await import('@/platform/session')),
    ...(await import('./header-account')),
  }));

describe('the account menu is fetched once a player is signed in', () => {
  it('fetches nothing for a visitor, and draws the menu in the placeholder once a player signs in', async () => {
    const {
      React,
      testing,
      renderWithRealtime,
      HeaderAccount,
      accountMenuCode,
      dispatchSession,
      signInTestPlayer,
    } = await freshHeaderAccount();
    const { container } = renderWithRealtime(React.createElement(HeaderAccount));
    testing.act(() => dispatchSession({ type: 'not-logged-in' }));
    await testing.act(async () => {});
    expect(testing.screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(accountMenuCode.current()).toBeNull();

    signInTestPlayer();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await testing.screen.findByRole('button', { name: /Account menu$/ })).toBeTruthy();
    expect(accountMenuCode.current()).not.toBeNull();
    testing.act(() => dispatchSession({ type: 'signed-out', expired: false }));
    testing.cleanup();
  });
});
