import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { BetslipStoresProvider } from '../store/betslip-context';
import { selectionOf, testStores } from '../testing/slip-fixtures';
import { FloatingTicket, showsFloatingTicket } from './floating-ticket';

function renderTicket(floating_ticket: boolean) {
  const stores = testStores();
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <FloatingTicket />
    </BetslipStoresProvider>,
    undefined,
    { floating_ticket },
  );
  return stores;
}

describe('floating ticket (site configuration floating_ticket)', () => {
  it('shows only when the site turns it on, the slip has selections and the panel is closed', () => {
    expect(showsFloatingTicket(true, 2, false)).toBe(true);
    expect(showsFloatingTicket(false, 2, false)).toBe(false);
    expect(showsFloatingTicket(true, 0, false)).toBe(false);
    expect(showsFloatingTicket(true, 2, true)).toBe(false);
  });

  it('counts the selections and opens the slip on the bet slip tab', () => {
    const stores = renderTicket(true);
    expect(screen.queryByTestId('floating-ticket')).toBeNull();
    act(() => {
      stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
      stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(2) });
      // The first selection opened the panel; the player closed it to browse on.
      stores.panel.close();
    });
    const button = screen.getByRole('button', { name: 'Bet slip 2' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Bet slip, 2 selections',
    );
    fireEvent.click(button);
    expect(stores.panel.getState()).toMatchObject({ open: true, tab: 'BET_SLIP' });
    expect(screen.queryByTestId('floating-ticket')).toBeNull();
  });

  it('is not drawn when the site turns it off', () => {
    const stores = renderTicket(false);
    act(() => {
      stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
      stores.panel.close();
    });
    expect(screen.queryByTestId('floating-ticket')).toBeNull();
  });
});
