import { act, fireEvent, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { RealtimeProvider } from '@/platform/realtime';
import { fakeRealtimeClient } from '@/platform/realtime/fake-client';
import { renderInApp } from '@/testing/render-in-app';
import { BetslipStoresProvider } from '../store/betslip-context';
import { matchWith, slipSettings, testStores } from '../testing/slip-fixtures';
import { SlipOddsButton } from './slip-odds-button';
import { TicketPanel } from './ticket-panel';

function renderSlip() {
  const connection = fakeRealtimeClient();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['betslip', 'settings', null], slipSettings);
  const { match, market } = matchWith(1, [2, 3.2, 2.9]);
  renderInApp(
    <RealtimeProvider client={connection.client}>
      <BetslipStoresProvider stores={testStores()}>
        <SlipOddsButton match={match} matchId={1} market={market} outcome={market.outcomes[0]!} />
        <TicketPanel />
      </BetslipStoresProvider>
    </RealtimeProvider>,
    queryClient,
  );
  return connection;
}

const place = () => screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement;
const blockerText = 'Connection lost: prices are being updated. Your selections and stake are kept.';

describe('the slip while live prices are stale', () => {
  it('blocks Place with a reason while the connection is down, keeping the selection and the stake', async () => {
    const connection = renderSlip();
    fireEvent.click(screen.getByRole('button', { name: /^Home/ }));
    fireEvent.change(screen.getByLabelText('Stake for Home'), { target: { value: '10' } });
    expect(place().disabled).toBe(false);

    await act(() => connection.dropConnection());
    expect(place().disabled).toBe(true);
    expect(screen.getByText(blockerText).getAttribute('role')).toBe('status');
    expect((screen.getByLabelText('Stake for Home') as HTMLInputElement).value).toBe('10');
    expect(screen.getByTestId('total-stake').textContent).toContain('€10.00');

    act(() => connection.restoreConnection());
    expect(place().disabled).toBe(false);
    expect(screen.queryByText(blockerText)).toBeNull();
  });
});
