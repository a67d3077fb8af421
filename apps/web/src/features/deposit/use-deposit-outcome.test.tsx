import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { useDepositOutcome } from './use-deposit-outcome';
import { untrackPendingDeposit } from './pending-deposits';

let announce: ReturnType<typeof useDepositOutcome> = () => {};

function Probe() {
  announce = useDepositOutcome();
  return null;
}

// NOTE: the machines that run the tests are shared; a first render may take seconds.
const SLOW = { timeout: 10_000 };

describe('the outcome toast of a deposit', () => {
  it('tells a player whose pending deposit a lowered limit refused that the limit, not the card, stopped it', async () => {
    renderInApp(<Probe />);
    act(() => announce({ id: 31, status: 'error', failure_reason: 'deposit_limit_exceeded' }));
    expect(await screen.findByText('Deposit failed', {}, SLOW)).toBeTruthy();
    expect(
      screen.getByText(
        'The bank accepted it, but it would take you over your deposit limit, so it was not credited and the money goes back to your card.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No money was taken. Please try another card.')).toBeNull();
    untrackPendingDeposit(31);
  });

  it('asks for another card when the bank refused', async () => {
    renderInApp(<Probe />);
    act(() => announce({ id: 32, status: 'error', failure_reason: 'bank_refused' }));
    expect(await screen.findByText('No money was taken. Please try another card.', {}, SLOW)).toBeTruthy();
  });
});
