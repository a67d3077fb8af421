import type { MinorUnits } from '@sportsbook/betting';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { memoryStorage, selectionOf, slipSettings, testStores } from '../testing/slip-fixtures';
import { BetslipStoresProvider } from './betslip-context';
import { SLIP_STORAGE_KEY, createTicketStore } from './ticket-store';
import { useBetslipSync } from './use-betslip-sync';

function Sync({ renders }: { renders?: { count: number } }) {
  useBetslipSync();
  if (renders) renders.count++;
  return null;
}

function signIn(currency = 'EUR') {
  dispatchSession({ type: 'bearer', bearer: 'token-1' });
  dispatchSession({
    type: 'player-loaded',
    profile: { ...profileFixture, currency },
    compPoints: 0,
    statusGroups: [],
  });
  dispatchSession({
    type: 'accounts',
    accounts: accountsFixture.map((account) =>
      account.currency === 'EUR' ? { ...account, balance: 25000, locked: 1000 } : account,
    ),
  });
}

afterEach(() => {
  resetSessionForTests();
});

describe('useBetslipSync', () => {
  it('restores the stored slip on mount and gives the context the available balance of the player', async () => {
    mockApi([[/\/settings/, () => ({ body: slipSettings })]]);
    const storage = memoryStorage();
    const earlier = createTicketStore({ storage });
    earlier.dispatch({ type: 'selectionToggled', selection: selectionOf(3) });
    earlier.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 1200 as MinorUnits });
    expect(storage.data.has(SLIP_STORAGE_KEY)).toBe(true);
    const stores = testStores(storage);

    renderInApp(
      <BetslipStoresProvider stores={stores}>
        <Sync />
      </BetslipStoresProvider>,
    );
    // The stored slip comes back asynchronously (its schemas load on demand).
    await waitFor(() => expect(stores.ticket.getState().bets[0]?.stake).toBe(1200));

    act(() => signIn());
    expect(stores.ticket.getContext().limits.balance).toBe(24000);
    expect(stores.ticket.getContext().currency).toBe('EUR');
    // Already in euros: the restored stake stays.
    expect(stores.ticket.getState().bets[0]?.stake).toBe(1200);
  });

  it('moves the slip to the currency of a player who bets in another and resets its stakes', () => {
    mockApi([[/\/settings/, () => ({ body: slipSettings })]]);
    const stores = testStores();
    stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(3) });
    stores.ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 1200 as MinorUnits });
    renderInApp(
      <BetslipStoresProvider stores={stores}>
        <Sync />
      </BetslipStoresProvider>,
    );
    act(() => signIn('BTC'));
    expect(stores.ticket.getContext()).toMatchObject({ currency: 'BTC', subunits: 8 });
    expect(stores.ticket.getState().bets[0]).toMatchObject({ currency: 'BTC', subunits: 8, stake: 0 });
  });

  it("gives the slip's engine the book's provider rules from the settings", async () => {
    const settings = { ...slipSettings, mixedProvidersAllowed: true, providersWithoutSystem: ['oddin'] };
    mockApi([[/\/settings/, () => ({ body: settings })]]);
    const stores = testStores();
    renderInApp(
      <BetslipStoresProvider stores={stores}>
        <Sync />
      </BetslipStoresProvider>,
    );
    act(() => signIn());
    await waitFor(() =>
      expect(stores.ticket.getContext()).toMatchObject({
        mixedProvidersAllowed: true,
        providersWithoutSystem: ['oddin'],
      }),
    );
  });

  it('does not re-render its host when the only selection comes and goes (issue 25, click-to-paint)', async () => {
    mockApi([[/\/settings/, () => ({ body: { ...slipSettings, providersWithoutSystem: ['oddin'] } })]]);
    const stores = testStores();
    const renders = { count: 0 };
    renderInApp(
      <BetslipStoresProvider stores={stores}>
        <Sync renders={renders} />
      </BetslipStoresProvider>,
    );
    // Settled: the player, the settings and the engine have arrived.
    act(() => signIn());
    await act(() => stores.ticket.restore());
    await waitFor(() => expect(stores.ticket.getContext().providersWithoutSystem).toEqual(['oddin']));
    const settled = renders.count;
    await act(async () => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) }));
    expect(stores.panel.getState().open).toBe(true);
    await act(async () => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) }));
    expect(stores.ticket.getState().bets).toHaveLength(0);
    expect(renders.count).toBe(settled);
  });
});
