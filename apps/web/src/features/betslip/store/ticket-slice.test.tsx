import type { MinorUnits, TicketState } from '@sportsbook/betting';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selectionOf, testStores } from '../testing/slip-fixtures';
import { BetslipStoresProvider, useTicketSlice } from './betslip-context';

// A slice that is a new array on every read: only the equality check keeps it from re-rendering its reader.
const selectionIds = (state: TicketState) => state.selectedOutcomeIds.map(String);
const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

function Ids({ renders }: { renders: string[][] }) {
  const ids = useTicketSlice(selectionIds, sameIds);
  renders.push(ids);
  return <span data-testid="ids">{ids.join(',')}</span>;
}

describe('useTicketSlice', () => {
  it('re-renders when its slice changes by the equality given, not on every change of the ticket', () => {
    const stores = testStores();
    const renders: string[][] = [];
    render(
      <BetslipStoresProvider stores={stores}>
        <Ids renders={renders} />
      </BetslipStoresProvider>,
    );
    act(() => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) }));
    expect(renders).toHaveLength(2);
    act(() => stores.ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits }));
    expect(renders).toHaveLength(2);
    act(() => stores.ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(2) }));
    expect(renders).toHaveLength(3);
    expect(screen.getByTestId('ids').textContent).toBe(stores.ticket.getState().selectedOutcomeIds.join(','));
  });
});
