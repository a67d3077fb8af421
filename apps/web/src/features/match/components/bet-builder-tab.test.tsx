import type { Match } from '@sportsbook/contract';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetslipStoresProvider } from '@/features/betslip';
import { matchWith, slipSettings, testStores } from '@/features/betslip/testing/slip-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { MarketGroups } from './market-groups';
import { useBetBuilderOffered } from './use-bet-builder-offered';

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
};

function settingsClient(customBetEnabled: boolean) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['betslip', 'settings', null], {
    ...slipSettings,
    custom_bet_enabled: customBetEnabled,
  });
  return queryClient;
}

function Offered({ match: subject }: { match: Match }) {
  return <p>{useBetBuilderOffered(subject) ? 'offered' : 'not offered'}</p>;
}

afterEach(() => vi.unstubAllGlobals());

describe('the bet builder tab of the match page', () => {
  it('comes last among the market groups and loads the custom markets only once opened', async () => {
    const fetchMock = mockApi([
      [
        /\/bets\/custom\/markets\/5$/,
        () => ({ body: { data: [{ ...market, custom_bet_groups: ['main'] }, goals] } }),
      ],
    ]);
    renderInApp(
      <BetslipStoresProvider stores={testStores()}>
        <MarketGroups matchId={5} markets={[market]} match={match} betBuilder />
      </BetslipStoresProvider>,
      settingsClient(true),
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All1',
      'Main1',
      'Bet builder',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('tab', { name: 'Bet builder' }));
    const builder = await screen.findByRole('region', { name: 'Bet builder' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(builder.querySelectorAll('fieldset')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: '1X2' })).toBeNull();
  });

  it('is left out unless asked for', () => {
    renderInApp(<MarketGroups matchId={5} markets={[market]} match={match} />, settingsClient(true));
    expect(screen.queryByRole('tab', { name: 'Bet builder' })).toBeNull();
  });

  it('is offered for prematch and live matches when the settings allow custom bets, else not', () => {
    const { unmount } = renderInApp(<Offered match={match} />, settingsClient(true));
    expect(screen.getByText('offered')).toBeTruthy();
    unmount();
    const live = renderInApp(<Offered match={{ ...match, status: 1 }} />, settingsClient(true));
    expect(screen.getByText('offered')).toBeTruthy();
    live.unmount();
    const finished = renderInApp(<Offered match={{ ...match, status: 4 }} />, settingsClient(true));
    expect(screen.getByText('not offered')).toBeTruthy();
    finished.unmount();
    renderInApp(<Offered match={match} />, settingsClient(false));
    expect(screen.getByText('not offered')).toBeTruthy();
  });
});
