import { describe, expect, it } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the test setup fetches the slip's editor and MY_BETS code before every file (src/testing/setup.ts); this
// file starts from fresh modules, as a page does: an empty slip is drawn without them, and each is fetched when
// first wanted (slip-on-demand.ts, issue 25's first-load budget).
const freshPanel = () =>
  freshModules(async () => ({
    ...(await import('@tanstack/react-query')),
    ...(await import('@/testing/render-in-app')),
    ...(await import('../store/betslip-context')),
    ...(await import('../testing/slip-fixtures')),
    ...(await import('./slip-on-demand')),
    ...(await import('./ticket-panel')),
    ...(await import('./slip-odds-button')),
  }));

async function renderFreshSlip() {
  const modules = await freshPanel();
  const { React, QueryClient, renderInApp, BetslipStoresProvider, TicketPanel, SlipOddsButton } = modules;
  const { matchWith, slipSettings, testStores, mockApi } = modules;
  mockApi([]);
  const stores = testStores();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['betslip', 'settings', null], slipSettings);
  const { match, market } = matchWith(1, [2, 3.2, 2.9]);
  renderInApp(
    React.createElement(BetslipStoresProvider, {
      stores,
      children: React.createElement(
        React.Fragment,
        null,
        React.createElement(SlipOddsButton, {
          match,
          matchId: match.id,
          market,
          outcome: market.outcomes[0]!,
          label: 'Home 1',
        }),
        React.createElement(TicketPanel),
      ),
    }),
    queryClient,
    { my_bets_enabled: true },
  );
  return { ...modules, stores };
}

describe('the slip draws its editor and MY_BETS on first use (their code is not in the first load)', () => {
  it('draws an empty slip without the editor code, and fetches it when the first bet arrives', async () => {
    const { testing, slipEditorCode } = await renderFreshSlip();
    const { screen, fireEvent, cleanup, waitFor } = testing;
    expect(screen.getByText(/Pick odds on any match/)).toBeTruthy();
    expect(slipEditorCode.current()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Home 1/ }));
    // The selection is in the slip once the engine is there (fresh modules: fetched by this tap, as on a page
    // tapped before its idle moment; the tab counts it); its card arrives with the editor's code.
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Bet slip/ }).textContent).toContain('1'));
    expect(await screen.findByLabelText('Stake for Home')).toBeTruthy();
    expect(slipEditorCode.current()).not.toBeNull();
    expect(screen.queryByText(/Pick odds on any match/)).toBeNull();
    cleanup();
  });

  it('fetches MY_BETS only when the player first chooses the tab', async () => {
    const { testing, myBetsCode } = await renderFreshSlip();
    const { screen, fireEvent, cleanup } = testing;
    expect(myBetsCode.current()).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
    // A visitor's MY_BETS asks them to sign in.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(myBetsCode.current()).not.toBeNull();
    cleanup();
  });
});
