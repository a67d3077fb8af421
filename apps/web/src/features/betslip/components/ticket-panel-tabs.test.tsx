import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { BetslipStoresProvider } from '../store/betslip-context';
import { slipSettings, testStores } from '../testing/slip-fixtures';
import { TicketPanel } from './ticket-panel';

/** The panel, opened on MY_BETS as a player left it, on a site that shows My bets or not. */
function renderOnMyBets(myBetsEnabled: boolean) {
  mockApi([]);
  const stores = testStores();
  act(() => stores.panel.open('MY_BETS'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['betslip', 'settings', null], slipSettings);
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <TicketPanel />
    </BetslipStoresProvider>,
    queryClient,
    { my_bets_enabled: myBetsEnabled },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the ticket tabs follow my_bets_enabled (SPEC §2.4)', () => {
  it('falls back to the slip when the site hides My bets, offering no My bets tab', () => {
    renderOnMyBets(false);
    expect(screen.getByRole('tab', { name: /^Bet slip/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'My bets' })).toBeNull();
    expect(screen.getByText(/Pick odds on any match/)).toBeTruthy();
  });

  it('shows My bets where the player left it when the site shows it', () => {
    renderOnMyBets(true);
    expect(screen.getByRole('tab', { name: 'My bets' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: /^Bet slip/ }).getAttribute('aria-selected')).toBe('false');
  });
});
