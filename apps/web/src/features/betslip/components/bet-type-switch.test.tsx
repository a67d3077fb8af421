import { initialTicketState, ticketActions, ticketContext, toOdds, ticketReducer } from '@sportsbook/betting';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { selectionOf } from '../testing/slip-fixtures';
import { BetTypeSwitch } from './bet-type-switch';

const context = ticketContext({ currency: 'EUR', subunits: 2 });
const customSlip = ticketReducer(
  initialTicketState,
  {
    type: 'customBetAdded',
    selections: [
      { ...selectionOf(1), type: 'custom' },
      { ...selectionOf(1, 2), type: 'custom' },
    ],
    customOdds: toOdds(3.5),
  },
  context,
);

function renderSwitch(hasCustom: boolean, current: 'single' | null) {
  renderInApp(
    <BetTypeSwitch
      current={current}
      actions={ticketActions(customSlip, context)}
      systemTypes={[]}
      systemType={null}
      hasCustom={hasCustom}
      onType={() => {}}
      onSystemType={() => {}}
    />,
  );
}

describe('BetTypeSwitch', () => {
  it('shows "custom" checked for a slip holding only a custom bet', () => {
    expect(customSlip.bets[0]?.betType).toBe('custom_bet');
    renderSwitch(true, null);
    expect(screen.getByRole('radio', { name: 'Custom' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Single' }).getAttribute('aria-checked')).toBe('false');
  });

  it('offers no "custom" type when the slip has no custom bet', () => {
    renderSwitch(false, 'single');
    expect(screen.queryByRole('radio', { name: 'Custom' })).toBeNull();
  });
});
