import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { FloatingFavorites, showsFloatingFavorites } from './floating-favorites';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useParams: () => ({}),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
const session = vi.hoisted(() => ({ token: 'player-token' as string | null }));
vi.mock('../session/use-sportsbook-token', () => ({ useSportsbookToken: () => session.token }));

afterEach(() => {
  vi.unstubAllGlobals();
  navigation.pathname = '/';
  session.token = 'player-token';
});

describe('floating favourites (site configuration floating_favorites)', () => {
  it('shows when the site turns it on, on every page but the favourites page itself', () => {
    expect(showsFloatingFavorites(true, '/')).toBe(true);
    expect(showsFloatingFavorites(true, '/de/football')).toBe(true);
    expect(showsFloatingFavorites(false, '/')).toBe(false);
    expect(showsFloatingFavorites(true, '/favorites')).toBe(false);
    expect(showsFloatingFavorites(true, '/ar/favorites')).toBe(false);
  });

  it('links a player to the favourites page with the count of their favourite matches', async () => {
    mockApi([[/^\/api\/v2\/favourites\/matches$/, () => ({ body: { favoriteIds: [5, 8, 13] } })]]);
    renderInApp(<FloatingFavorites />, undefined, { floating_favorites: true });
    const link = await screen.findByRole('link', { name: 'Favourites 3' });
    expect(link.getAttribute('href')).toBe('/favorites');
  });

  it('links a visitor too, without a count (the page asks them to sign in)', () => {
    session.token = null;
    renderInApp(<FloatingFavorites />, undefined, { floating_favorites: true });
    expect(screen.getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/favorites');
  });

  it('is not drawn when the site turns it off, nor on the favourites page', () => {
    renderInApp(<FloatingFavorites />, undefined, { floating_favorites: false });
    expect(screen.queryByTestId('floating-favorites')).toBeNull();
    navigation.pathname = '/favorites';
    renderInApp(<FloatingFavorites />, undefined, { floating_favorites: true });
    expect(screen.queryByTestId('floating-favorites')).toBeNull();
  });
});
