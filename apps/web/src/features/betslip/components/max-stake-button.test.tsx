import { newSlipBet } from '@sportsbook/betting';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { selectionOf } from '../testing/slip-fixtures';
import { MaxStakeButton } from './max-stake-button';

const bet = newSlipBet('single', [selectionOf(41)], { currency: 'EUR', subunits: 2 }, 0);

function signIn() {
  act(() => {
    dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    dispatchSession({ type: 'accounts', accounts: accountsFixture });
  });
}

beforeEach(signIn);

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetSessionForTests());
});

describe('MaxStakeButton: the slip offers "max" (POST /bets/max-stake)', () => {
  it('asks the server for the bet’s largest stake and makes it the stake', async () => {
    const asked: unknown[] = [];
    mockApi([
      [
        /\/bets\/max-stake$/,
        (_url, init) => {
          asked.push(JSON.parse(String(init?.body)));
          return { body: { max_stake: 12_345, currency: 'EUR' } };
        },
      ],
    ]);
    const onStake = vi.fn();
    renderInApp(<MaxStakeButton bet={bet} betName="Home" disabled={false} onStake={onStake} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stake the most the site accepts for Home' }));
    await waitFor(() => expect(onStake).toHaveBeenCalledWith(12_345));
    expect(asked[0]).toMatchObject({ type: 'single', currency: 'EUR', selections: [{ match_id: 41 }] });
  });

  it('tells the player when the maximum cannot be had, and leaves the stake alone', async () => {
    mockApi([
      [/\/bets\/max-stake$/, () => ({ status: 503, body: { code: 'unavailable', message: 'down' } })],
    ]);
    const onStake = vi.fn();
    renderInApp(<MaxStakeButton bet={bet} betName="Home" disabled={false} onStake={onStake} />);
    fireEvent.click(screen.getByRole('button', { name: /Stake the most/ }));
    expect(
      await screen.findByText('The maximum stake could not be found. Enter a stake yourself.'),
    ).toBeTruthy();
    expect(onStake).not.toHaveBeenCalled();
  });

  it('is not offered to visitors: the maximum is the player’s', () => {
    act(() => resetSessionForTests());
    renderInApp(<MaxStakeButton bet={bet} betName="Home" disabled={false} onStake={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Stake the most/ })).toBeNull();
  });
});
