import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, pageOf, renderInApp, testMatch } from '@/testing/render-in-app';
import { FavoriteMatches } from './favorite-matches';

const session = vi.hoisted(() => ({ token: 'player-token' as string | null }));
vi.mock('../session/use-sportsbook-token', () => ({ useSportsbookToken: () => session.token }));

afterEach(() => {
  vi.unstubAllGlobals();
  session.token = 'player-token';
});

describe('FavoriteMatches', () => {
  it('shows an error alert when the favourites cannot be fetched', async () => {
    mockApi([
      [/^\/api\/v2\/favourites\/matches/, () => ({ status: 500, body: { code: 'internal', message: 'x' } })],
    ]);
    renderInApp(<FavoriteMatches />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your favourites could not be loaded.');
  });

  it("lists the player's favourite matches by their ids", async () => {
    const fetchMock = mockApi([
      [/^\/api\/v2\/favourites\/matches/, () => ({ body: { favoriteIds: [5] } })],
      [/^\/api\/v2\/matches\?/, () => ({ body: pageOf([testMatch(5, 'Arsenal', 'Chelsea')]) })],
    ]);
    renderInApp(<FavoriteMatches />);
    expect(await screen.findByText('Arsenal')).toBeTruthy();
    const list = fetchMock.mock.calls
      .map(([input]) => new URL(String(input)))
      .find((url) => url.pathname === '/api/v2/matches');
    expect(list?.searchParams.get('id')).toBe('5');
  });

  it('asks a visitor to sign in', () => {
    session.token = null;
    renderInApp(<FavoriteMatches />);
    expect(screen.getByTestId('favourites-sign-in').textContent).toContain('Sign in to use favourites');
  });
});
