import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { PlaceBetsRequest } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, getAuthPrompt, closeAuthModal, resetSessionForTests } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { SlipOddsButton } from '../components/slip-odds-button';
import { TicketPanel } from '../components/ticket-panel';
import { BetslipStoresProvider } from '../store/betslip-context';
import { matchWith, memoryStorage, placedBetFor, slipSettings, testStores } from '../testing/slip-fixtures';
import { QuickBetStoresProvider } from './quick-bet-context';
import { liveSelectionOf } from './quick-bet-fixtures';
import { createQuickBetPlacer } from './quick-bet-placer';
import { QuickBetStatus } from './quick-bet-status';
import { createQuickBetStore } from './quick-bet-store';
import { createSpecialBetDialogStore } from './special-bet-dialog-store';
import { useQuickBetSync } from './use-quick-bet-sync';

/** What the bet-slip column adds to the panel: the session sync and the registered one-tap placement. */
function QuickBetSync() {
  useQuickBetSync();
  return null;
}

function renderQuickBet() {
  const stores = testStores();
  const quickStores = {
    quickBet: createQuickBetStore({ storage: memoryStorage() }),
    placer: createQuickBetPlacer(),
    specialBetDialog: createSpecialBetDialogStore(),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['betslip', 'settings', null], slipSettings);
  queryClient.setQueryData(['betslip', 'settings', 'token'], slipSettings);
  const { match, market } = matchWith(1, [2, 3.2, 2.9]);
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <QuickBetStoresProvider stores={quickStores}>
        <SlipOddsButton
          match={{ ...match, status: 1 }}
          matchId={match.id}
          market={market}
          outcome={market.outcomes[0]!}
          label="Home live"
        />
        <TicketPanel />
        <QuickBetStatus />
        <QuickBetSync />
      </QuickBetStoresProvider>
    </BetslipStoresProvider>,
    queryClient,
  );
  return { ...stores, ...quickStores };
}

function signIn() {
  act(() => {
    dispatchSession({ type: 'bearer', bearer: 'token' });
    dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    dispatchSession({ type: 'accounts', accounts: accountsFixture });
  });
}

function turnOnAt(stake: string) {
  const toggle = screen.getByRole('switch', { name: 'Quick bet' });
  expect(toggle.getAttribute('aria-checked')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  fireEvent.change(screen.getByLabelText('Quick-bet stake'), { target: { value: stake } });
  fireEvent.click(screen.getByRole('button', { name: 'Confirm stake' }));
}

afterEach(() => {
  resetSessionForTests();
  closeAuthModal();
  vi.unstubAllGlobals();
});

describe('QuickBetToggle', () => {
  it('is a switch that asks for a stake and its confirmation, then says what one tap places', () => {
    const { quickBet } = renderQuickBet();
    expect(screen.queryByLabelText('Quick-bet stake')).toBeNull();
    turnOnAt('2.50');
    expect(screen.getByText('One tap on live odds places €2.50.')).toBeTruthy();
    expect(quickBet.getState()).toMatchObject({ isEnabled: true, stake: 250, isApproved: true });
    // A new stake needs confirming again (SPEC §4 Quick bet).
    fireEvent.change(screen.getByLabelText('Quick-bet stake'), { target: { value: '3' } });
    expect(screen.getByRole('button', { name: 'Confirm stake' })).toBeTruthy();
  });

  it('places a tap on live odds at once and shows the placed bet’s reference', async () => {
    signIn();
    const requests: PlaceBetsRequest[] = [];
    mockApi([
      [
        /\/api\/v3\/bets$/,
        (_url, init) => {
          const request = JSON.parse(String(init?.body)) as PlaceBetsRequest;
          requests.push(request);
          return { body: { bets: [placedBetFor(liveSelectionOf(1), request.bets[0]!.stake.value)] } };
        },
      ],
    ]);
    const { ticket } = renderQuickBet();
    turnOnAt('2');
    const regionsBefore = [...document.querySelectorAll('[aria-live]')];
    fireEvent.click(screen.getByRole('button', { name: /^Home live/ }));
    expect(screen.getByTestId('quick-bet-status').textContent).toContain('Placing quick bet…');
    expect(await screen.findByText('Quick bet placed')).toBeTruthy();
    // Announced: the popover is drawn into a polite live region that was in the page before the tap.
    const region = screen.getByTestId('quick-bet-status').closest('[aria-live]');
    expect(regionsBefore).toContain(region);
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Ref. B-TEST1')).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ meta: { quick: true }, bets: [{ stake: { value: 200 } }] });
    expect(ticket.getState().bets).toEqual([]);
  });

  it('asks a visitor who taps live odds with quick bet on to sign in', () => {
    act(() => dispatchSession({ type: 'not-logged-in' }));
    const fetchMock = mockApi([]);
    renderQuickBet();
    turnOnAt('2');
    fireEvent.click(screen.getByRole('button', { name: /^Home live/ }));
    expect(getAuthPrompt().modal).toBe('signIn');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
