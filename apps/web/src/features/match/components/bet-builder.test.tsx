import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetslipStoresProvider } from '@/features/betslip';
import { matchWith, slipSettings, testStores } from '@/features/betslip/testing/slip-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { BetBuilder } from './bet-builder';

const { match, market } = matchWith(5, [2, 3.4, 3.6]);
const goals = {
  ...market,
  id: 18,
  name: 'Total goals',
  specifier: 'total=2.5',
  outcomes: [
    { id: 12, name: 'Over 2.5', active: true, odds: 1.9 },
    { id: 13, name: 'Under 2.5', active: true, odds: 1.95 },
  ],
  custom_bet_groups: ['goals'],
};
const result = { ...market, custom_bet_groups: ['main'] };

function renderBuilder(customBetEnabled = true) {
  const stores = testStores();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['betslip', 'settings', null], {
    ...slipSettings,
    custom_bet_enabled: customBetEnabled,
  });
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <BetBuilder match={match} />
    </BetslipStoresProvider>,
    queryClient,
  );
  return stores;
}

afterEach(() => vi.unstubAllGlobals());

describe('BetBuilder', () => {
  it('prices two picks with the server and puts them on the slip as one custom bet at those odds', async () => {
    const bodies: unknown[] = [];
    mockApi([
      [/\/bets\/custom\/markets\/5$/, () => ({ body: { data: [result, goals] } })],
      [
        /\/bets\/custom\/odds$/,
        (_url, init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { body: { odds: 3.42 } };
        },
      ],
    ]);
    const stores = renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: /^Home/ }));
    expect(screen.getByText('Pick 1 more selection')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Over 2.5/ }));
    expect(await screen.findByText('Odds 3.42')).toBeTruthy();
    expect(bodies).toEqual([
      {
        match_id: 5,
        selections: [
          { market_id: 1, specifier: '', outcome_id: 1 },
          { market_id: 18, specifier: 'total=2.5', outcome_id: 12 },
        ],
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to bet slip' }));
    const [bet] = stores.ticket.getState().bets;
    expect(bet).toMatchObject({ betType: 'custom_bet', customOdds: 3.42 });
    expect(bet?.selections.map((s) => [s.type, s.marketId, s.outcomeId])).toEqual([
      ['custom', 1, 1],
      ['custom', 18, 12],
    ]);
    expect(screen.getByRole('button', { name: /^Home/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says so and adds nothing when the server does not offer the combination', async () => {
    mockApi([
      [/\/bets\/custom\/markets\/5$/, () => ({ body: { data: [result, goals] } })],
      [/\/bets\/custom\/odds$/, () => ({ body: { odds: null } })],
    ]);
    renderBuilder();
    fireEvent.click(await screen.findByRole('button', { name: /^Draw/ }));
    fireEvent.click(screen.getByRole('button', { name: /^Under 2.5/ }));
    expect(await screen.findByText('This combination is not offered.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to bet slip' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('says so, with no builder, when the match has no bet-builder markets', async () => {
    const fetchMock = mockApi([[/\/bets\/custom\/markets\/5$/, () => ({ body: { data: [] } })]]);
    renderBuilder();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await screen.findByText('This match has no bet builder markets right now.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bet builder' })).toBeNull();
  });

  it('holds the place of its markets while they load', () => {
    mockApi([[/\/bets\/custom\/markets\/5$/, () => new Promise<never>(() => {})]]);
    renderBuilder();
    expect(screen.getByLabelText('Bet builder').getAttribute('aria-busy')).toBe('true');
  });
});
