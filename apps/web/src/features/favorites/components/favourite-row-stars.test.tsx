import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchRow } from '@/features/events';
import { mockApi, renderInApp, testMatch } from '@/testing/render-in-app';
import { FavouriteRowStars } from './favourite-row-stars';

const session = vi.hoisted(() => ({ token: 'player-token' as string | null }));
vi.mock('../session/use-sportsbook-token', () => ({ useSportsbookToken: () => session.token }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FavouriteRowStars', () => {
  it('puts a star named for the match on each row, beside the link to the match, not inside it', async () => {
    mockApi([[/^\/api\/v2\/favourites\/matches$/, () => ({ body: { favoriteIds: [5] } })]]);
    renderInApp(
      <FavouriteRowStars>
        <MatchRow match={testMatch(5, 'Arsenal', 'Chelsea')} outcomeColumns={3} />
        <MatchRow match={testMatch(6, 'Everton', 'Fulham')} outcomeColumns={3} />
      </FavouriteRowStars>,
    );
    const [first, second] = screen.getAllByTestId('match-row');
    const starred = await within(first!).findByRole('button', {
      name: 'Remove Arsenal – Chelsea from favourites',
    });
    expect(starred.getAttribute('aria-pressed')).toBe('true');
    const other = within(second!).getByRole('button', { name: 'Add Everton – Fulham to favourites' });
    expect(other.getAttribute('aria-pressed')).toBe('false');
    expect(other.closest('a')).toBeNull();
  });

  it('starring from a row adds the match to the favourites', async () => {
    const fetchMock = mockApi([
      [/^\/api\/v2\/favourites\/matches$/, () => ({ body: { favoriteIds: [] } })],
      [/^\/api\/v2\/favourites\/matches\/6$/, () => ({ body: { ok: true } })],
    ]);
    renderInApp(
      <FavouriteRowStars>
        <MatchRow match={testMatch(6, 'Everton', 'Fulham')} outcomeColumns={3} />
      </FavouriteRowStars>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Everton – Fulham to favourites' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) => String(input).endsWith('/favourites/matches/6') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('rows outside it carry no star', () => {
    mockApi([]);
    renderInApp(<MatchRow match={testMatch(6, 'Everton', 'Fulham')} outcomeColumns={3} />);
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
  });
});
