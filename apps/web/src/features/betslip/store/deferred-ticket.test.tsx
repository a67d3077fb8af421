import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { selectionOf, testStores } from '../testing/slip-fixtures';
import { BetslipStoresProvider, DeferredTicket, useTicket } from './betslip-context';

/** The count as its component draws it; `seen` records, at each commit of the live one, what the drawn one shows. */
function Count({ testId, seen }: { testId: string; seen?: string[] }) {
  const count = useTicket().selectedOutcomeIds.length;
  useLayoutEffect(() => {
    seen?.push(`live ${count}, drawn ${screen.getByTestId('drawn').textContent}`);
  });
  return <span data-testid={testId}>{count}</span>;
}

function renderCounts() {
  const stores = testStores();
  const seen: string[] = [];
  // The drawn count comes first in the page, so that its text is in the DOM when the live one commits.
  render(
    <BetslipStoresProvider stores={stores}>
      <DeferredTicket>
        <Count testId="drawn" />
      </DeferredTicket>
      <Count testId="live" seen={seen} />
    </BetslipStoresProvider>,
  );
  return { ticket: stores.ticket, seen };
}

describe('DeferredTicket', () => {
  it('paints a tap’s new count outside first and the slip’s own a render later', async () => {
    const { ticket, seen } = renderCounts();
    await act(async () => ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) }));
    // Drawn at once, the live count's commit would already see "1" below the slip.
    expect(seen).toEqual(['live 0, drawn 0', 'live 1, drawn 0']);
    expect(screen.getByTestId('drawn').textContent).toBe('1');
  });

  it('ends on the store’s ticket after several changes', async () => {
    const { ticket } = renderCounts();
    await act(async () => {
      ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
      ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(2) });
      ticket.dispatch({ type: 'outcomeRemoved', selectionId: selectionOf(1).id });
    });
    expect(screen.getByTestId('drawn').textContent).toBe('1');
    expect(screen.getByTestId('live').textContent).toBe('1');
  });
});
