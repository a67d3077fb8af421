import type { Odds } from '@sportsbook/betting';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { SlipOddsButton } from '../components/slip-odds-button';
import { BetslipStoresProvider } from '../store/betslip-context';
import { matchWith, memoryStorage, selectionOf, testStores } from '../testing/slip-fixtures';
import { QuickBetStoresProvider } from './quick-bet-context';
import { createQuickBetPlacer } from './quick-bet-placer';
import { createQuickBetStore } from './quick-bet-store';
import { SpecialBetDialog } from './special-bet-dialog';
import { createSpecialBetDialogStore } from './special-bet-dialog-store';

function renderWithCustomBet() {
  const stores = testStores();
  stores.ticket.dispatch({
    type: 'customBetAdded',
    selections: [selectionOf(5, 0), selectionOf(5, 2)],
    customOdds: 4.5 as Odds,
  });
  const quickStores = {
    quickBet: createQuickBetStore({ storage: memoryStorage() }),
    placer: createQuickBetPlacer(),
    specialBetDialog: createSpecialBetDialogStore(),
  };
  const { match, market } = matchWith(8);
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <QuickBetStoresProvider stores={quickStores}>
        <SlipOddsButton
          match={match}
          matchId={match.id}
          market={market}
          outcome={market.outcomes[0]!}
          label="Home 8"
        />
        <SpecialBetDialog />
      </QuickBetStoresProvider>
    </BetslipStoresProvider>,
  );
  return stores;
}

describe('SpecialBetDialog', () => {
  it('opens instead of adding an outcome after a custom bet, and keeping the slip changes nothing', () => {
    const { ticket } = renderWithCustomBet();
    const before = ticket.getState();
    fireEvent.click(screen.getByRole('button', { name: /^Home 8/ }));
    expect(screen.getByRole('dialog', { name: 'Custom bet on the slip' })).toBeTruthy();
    expect(ticket.getState()).toBe(before);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Keep my slip' }));
    });
    expect(ticket.getState()).toBe(before);
  });

  it('clears the slip and adds the tapped outcome when the player asks to', () => {
    const { ticket } = renderWithCustomBet();
    fireEvent.click(screen.getByRole('button', { name: /^Home 8/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear slip and add' }));
    expect(ticket.getState().bets).toMatchObject([{ betType: 'single', selections: [{ matchId: 8 }] }]);
  });
});
