import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { BetslipStoresProvider } from '../store/betslip-context';
import { desktopMatchMedia, selectionOf, testStores } from '../testing/slip-fixtures';
import { BetslipTabButton } from './betslip-tab-button';

describe('BetslipTabButton (label in name, WCAG 2.5.3)', () => {
  // A desktop: the sheet layout's media query does not match.
  beforeEach(desktopMatchMedia);

  it('is named by what it shows, the count included, and described by what the count is', () => {
    const stores = testStores();
    renderInApp(
      <BetslipStoresProvider stores={stores}>
        <BetslipTabButton icon={<svg aria-hidden="true" />} />
      </BetslipStoresProvider>,
    );
    const button = screen.getByRole('button', { name: 'Bet slip' });
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Bet slip, no selections',
    );
    act(() => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) }));
    const counted = screen.getByRole('button', { name: 'Bet slip 1' });
    expect(document.getElementById(counted.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Bet slip, 1 selection',
    );
  });
});
