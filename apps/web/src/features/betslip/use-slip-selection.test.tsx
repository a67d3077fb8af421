import type { Odds } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { SlipOddsButton } from './components/slip-odds-button';
import { QuickBetStoresProvider } from './quick-bet/quick-bet-context';
import { createQuickBetPlacer } from './quick-bet/quick-bet-placer';
import { createQuickBetStore } from './quick-bet/quick-bet-store';
import { createSpecialBetDialogStore } from './quick-bet/special-bet-dialog-store';
import { BetslipStoresProvider } from './store/betslip-context';
import { matchWith, memoryStorage, selectionOf, testStores } from './testing/slip-fixtures';

function customLeg(matchId: number, outcomeIndex: number): SlipSelection {
  return { ...selectionOf(matchId, outcomeIndex), type: 'custom' };
}

/** The regular odds button of match 5's first outcome, beside the given slip. */
function renderHomeButton(stores = testStores()) {
  const { match, market } = matchWith(5);
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <QuickBetStoresProvider
        stores={{
          quickBet: createQuickBetStore({ storage: memoryStorage() }),
          placer: createQuickBetPlacer(),
          specialBetDialog: createSpecialBetDialogStore(),
        }}
      >
        <SlipOddsButton
          match={match}
          matchId={match.id}
          market={market}
          outcome={market.outcomes[0]!}
          label="Home 5"
        />
      </QuickBetStoresProvider>
    </BetslipStoresProvider>,
  );
  return { stores, button: () => screen.getByRole('button', { name: /^Home 5/ }) };
}

describe('a regular odds button on the slip', () => {
  it('is not pressed when only a bet-builder leg of the same outcome is on the slip', () => {
    const stores = testStores();
    stores.ticket.dispatch({
      type: 'customBetAdded',
      selections: [customLeg(5, 0), customLeg(5, 2)],
      customOdds: 4.5 as Odds,
    });
    const { button } = renderHomeButton(stores);
    expect(stores.ticket.getState().selectedOutcomeIds).toContain(selectionOf(5, 0).id);
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });

  it('is pressed while the outcome is on the slip as a regular selection, and released when it leaves', () => {
    const { stores, button } = renderHomeButton();
    expect(button().getAttribute('aria-pressed')).toBe('false');
    act(() => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(5, 0) }));
    expect(button().getAttribute('aria-pressed')).toBe('true');
    act(() => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(5, 0) }));
    expect(button().getAttribute('aria-pressed')).toBe('false');
  });
});
