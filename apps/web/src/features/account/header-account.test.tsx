import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthModal, dispatchSession, getAuthPrompt, resetSessionForTests } from '@/platform/session';
import { profileFixture } from '@/platform/session/testing/player-fixtures';
import { PLAYER_CHANNEL, renderWithRealtime, signInTestPlayer as signIn } from '@/testing/render-as-player';
import { mockApi } from '@/testing/render-in-app';
import { HeaderAccount } from './header-account';

const setup = () => renderWithRealtime(<HeaderAccount />);

afterEach(() => {
  act(() => {
    resetSessionForTests();
    closeAuthModal();
  });
});

describe('the header account', () => {
  it('offers sign-in and sign-up to a visitor and opens the sign-in modal', () => {
    setup();
    act(() => dispatchSession({ type: 'not-logged-in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(getAuthPrompt().modal).toBe('signIn');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
  });

  it('keeps its placeholder without rendering again while the session goes from unknown to pending', () => {
    let commits = 0;
    renderWithRealtime(
      <Profiler id="account" onRender={() => (commits += 1)}>
        <HeaderAccount />
      </Profiler>,
    );
    commits = 0;
    act(() => dispatchSession({ type: 'pending' }));
    expect(commits).toBe(0);
    act(() => dispatchSession({ type: 'not-logged-in' }));
    expect(commits).toBe(1);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows the balance of the active account and the display name', () => {
    setup();
    signIn();
    expect(screen.getByTestId('header-balance').textContent).toBe('€250.00');
    // Label in name (WCAG 2.5.3): the button is named by the text it shows, then what it opens.
    expect(screen.getByRole('button', { name: '€250.00 Dana Demo Account menu' })).toBeTruthy();
  });

  it('falls back to the nickname when the player has no name', () => {
    setup();
    signIn({ ...profileFixture, first_name: null, last_name: null });
    expect(screen.getByRole('button', { name: /Account menu$/ }).textContent).toContain('dd');
  });

  it('updates the balance from the private channel without a reload', () => {
    const { hub, publish } = setup();
    signIn();
    expect([...hub().subscriptions.keys()]).toContain(PLAYER_CHANNEL);
    publish({
      event_name: 'balance_changed',
      message: { balance: { value: 30050, currency: 'EUR', subunits: 2 }, locked: 0 },
    });
    expect(screen.getByTestId('header-balance').textContent).toBe('€300.50');
  });

  it('reads the accounts again once the private channel subscribes: a change before it is not missed', async () => {
    const { hub } = setup();
    signIn();
    // A bet placed between the page's read of the accounts and the subscription left €240.00 on the server.
    const accounts = mockApi([
      [
        /\/player\/accounts$/,
        () => ({
          body: [{ currency: 'EUR', subunits: 2, fiat: true, balance: 24_000, locked: 0, active: true }],
        }),
      ],
    ]);
    expect(screen.getByTestId('header-balance').textContent).toBe('€250.00');
    act(() => hub().subscriptions.get(PLAYER_CHANNEL)!.confirm());
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toBe('€240.00'));
    expect(accounts).toHaveBeenCalledTimes(1);
  });

  it('opens the account menu by keyboard: facts, the accounts as radio items, actions that close it', async () => {
    const user = userEvent.setup();
    setup();
    signIn();
    const trigger = screen.getByRole('button', { name: /Account menu$/ });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: /Account menu$/ });
    expect(menu.textContent).toContain('Comp points');
    const accounts = within(menu).getAllByRole('menuitemradio');
    expect(accounts.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    expect(document.activeElement).toBe(accounts[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Verify phone' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(getAuthPrompt().modal).toBe('phoneVerification');
  });

  it('closes the account menu on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    setup();
    signIn();
    const trigger = screen.getByRole('button', { name: /Account menu$/ });
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
