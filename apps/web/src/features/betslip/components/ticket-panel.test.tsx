import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthModal, getAuthPrompt } from '@/platform/session';
import { renderInApp } from '@/testing/render-in-app';
import { BetslipStoresProvider } from '../store/betslip-context';
import { matchWith, placedBetFor, slipSettings, testStores } from '../testing/slip-fixtures';
import { TicketPanel } from './ticket-panel';
import { SlipOddsButton } from './slip-odds-button';

function renderSlip() {
  const stores = testStores();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The visitor's settings, as if already fetched: the quick stakes come from them.
  queryClient.setQueryData(['betslip', 'settings', null], slipSettings);
  const games = [matchWith(1, [2, 3.2, 2.9]), matchWith(2, [2.5, 3, 2.8])];
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      {games.map(({ match, market }) => (
        <SlipOddsButton
          key={match.id}
          match={match}
          matchId={match.id}
          market={market}
          outcome={market.outcomes[0]!}
          label={`Home ${match.id}`}
        />
      ))}
      <TicketPanel />
    </BetslipStoresProvider>,
    queryClient,
  );
  return stores;
}

afterEach(() => closeAuthModal());

const oddsButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('TicketPanel', () => {
  it('turns two selections into a combo, prices the stake and falls back to a single on removal', () => {
    renderSlip();
    expect(screen.getByText(/Pick odds on any match/)).toBeTruthy();

    fireEvent.click(oddsButton('Home 1'));
    expect(oddsButton('Home 1').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Single' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(oddsButton('Home 2'));
    expect(screen.getByRole('radio', { name: 'Combo' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.change(screen.getByLabelText('Stake for Combo of 2'), { target: { value: '10' } });
    expect(screen.getByTestId('potential-win').textContent).toContain('€50.00');
    expect(screen.getByTestId('total-stake').textContent).toContain('€10.00');

    fireEvent.click(screen.getAllByRole('button', { name: 'Remove Home' })[1]!);
    expect(screen.getByRole('radio', { name: 'Single' }).getAttribute('aria-checked')).toBe('true');
    expect(oddsButton('Home 2').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByLabelText('Stake for Home')).toBeTruthy();
  });

  it('totals a freebet by its variant: its stake apart from the money, an only_win win without the stake', () => {
    const { ticket } = renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    act(() =>
      ticket.dispatch({
        type: 'bonusChosen',
        betIndex: 0,
        bonus: { id: 9, type: 'freebet', odds: null, freebetStake: 1_000, freebetType: 'freebet_only_win' },
      }),
    );
    // €10.00 freebet at 2.00, only_win: the card and the total both promise the €10.00 profit, not €20.00
    expect(screen.getByTestId('potential-win').textContent).toContain('€10.00');
    expect(screen.getByTestId('total-potential-win').textContent).toContain('€10.00');
    expect(screen.getByTestId('total-stake').textContent).toContain('€0.00');
    expect(screen.getByTestId('total-freebet-stake').textContent).toContain('€10.00');
  });

  it('refuses a stake with more decimals than the currency and keeps Place disabled', () => {
    renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    const stake = screen.getByLabelText('Stake for Home');
    fireEvent.change(stake, { target: { value: '1.234' } });
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(stake, { target: { value: '1.23' } });
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks to accept changed odds before placing when the accept mode is none', () => {
    const { ticket } = renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    const { market } = matchWith(1, [1.7, 3.2, 2.9]);
    act(() => ticket.dispatch({ type: 'marketUpdated', market }));
    expect(screen.getByText(/The odds have changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept odds changes' }));
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeTruthy();
    expect(screen.getByTestId('slip-odds').getAttribute('data-direction')).toBe('down');
  });

  it('sets the stake from a quick stake of the settings', () => {
    renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    fireEvent.click(screen.getByRole('button', { name: '€10.00' }));
    expect((screen.getByLabelText('Stake for Home') as HTMLInputElement).value).toBe('10.00');
    expect(screen.getByTestId('potential-win').textContent).toContain('€20.00');
  });

  it('shows the refusal of the server and its per-bet message, keeping the slip editable', () => {
    const { ticket } = renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    fireEvent.change(screen.getByLabelText('Stake for Home'), { target: { value: '5' } });
    const selectionId = ticket.getState().selectedOutcomeIds[0]!;
    act(() => {
      ticket.dispatch({ type: 'placeRequested', isLoggedIn: true });
      ticket.dispatch({
        type: 'placeFailed',
        failure: {
          kind: 'rejected',
          error: {
            messagesByBet: { [selectionId]: 'Now at 1.80' },
            message: 'error.place_bets.invalid_odds',
            payload: {},
            isWrongOddsError: true,
            code: 101,
          },
        },
      });
    });
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Now at 1.80');
    expect(alerts).toContain('The odds have changed. Check the new odds and place again.');
    expect((screen.getByLabelText('Stake for Home') as HTMLInputElement).disabled).toBe(false);
  });

  it('falls back to the default message for a message key it has no text for', () => {
    const { ticket } = renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    fireEvent.change(screen.getByLabelText('Stake for Home'), { target: { value: '5' } });
    act(() => {
      ticket.dispatch({ type: 'placeRequested', isLoggedIn: true });
      ticket.dispatch({
        type: 'placeFailed',
        failure: {
          kind: 'rejected',
          error: {
            messagesByBet: {},
            message: 'error.unknown.key',
            payload: {},
            isWrongOddsError: false,
            code: 999,
          },
        },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('Your bet could not be placed. Please try again.');
  });

  it('announces the placed bet in a status region that was in the page before Place was pressed', () => {
    const { ticket } = renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    fireEvent.change(screen.getByLabelText('Stake for Home'), { target: { value: '5' } });
    const region = screen.getByTestId('bet-result');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.textContent).toBe('');
    act(() => {
      ticket.dispatch({ type: 'placeRequested', isLoggedIn: true });
      const selection = ticket.getState().bets[0]!.selections[0]!;
      ticket.dispatch({ type: 'placeSucceeded', placedBets: [placedBetFor(selection, 500)] });
    });
    expect(screen.getByTestId('bet-result')).toBe(region);
    expect(region.textContent).toContain('Bet placed');
    expect(region.textContent).toContain('Ref. B-TEST1');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(region.textContent).toBe('');
    expect(screen.getByTestId('bet-result')).toBe(region);
  });

  it('places from the stake field on Enter when Place is enabled, and not while it is disabled', async () => {
    renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    const stake = screen.getByLabelText('Stake for Home');
    fireEvent.change(stake, { target: { value: '1.234' } });
    expect((screen.getByRole('button', { name: 'Place bet' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(stake, { key: 'Enter' });
    await act(async () => {});
    expect(getAuthPrompt().modal).toBeNull();
    // A visitor's Place asks to sign in, keeping the slip: Enter in a valid stake does what Place does.
    fireEvent.change(stake, { target: { value: '5' } });
    fireEvent.keyDown(stake, { key: 'Enter' });
    await waitFor(() => expect(getAuthPrompt().modal).toBe('signIn'));
    expect((screen.getByLabelText('Stake for Home') as HTMLInputElement).value).toBe('5');
  });

  it('gives focus to the "Bet placed" heading when the placed editor took it away', () => {
    const { ticket } = renderSlip();
    fireEvent.click(oddsButton('Home 1'));
    const stake = screen.getByLabelText('Stake for Home');
    fireEvent.change(stake, { target: { value: '5' } });
    stake.focus();
    act(() => {
      ticket.dispatch({ type: 'placeRequested', isLoggedIn: true });
      const selection = ticket.getState().bets[0]!.selections[0]!;
      ticket.dispatch({ type: 'placeSucceeded', placedBets: [placedBetFor(selection, 500)] });
    });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bet placed' }));
  });
});
