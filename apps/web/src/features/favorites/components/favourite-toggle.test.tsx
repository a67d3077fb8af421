import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import type { MockAnswer } from '@/testing/render-in-app';
import type * as SessionModule from '@/platform/session';
import { favouriteKeys } from '../api/favourite-keys';
import { FavouriteToggle } from './favourite-toggle';

const session = vi.hoisted(() => ({ token: null as string | null, status: 'logged_in' }));
vi.mock('../session/use-sportsbook-token', () => ({ useSportsbookToken: () => session.token }));
vi.mock('@/platform/session', async (importOriginal) => {
  const original = await importOriginal<typeof SessionModule>();
  const mocked = () => ({
    ...original.INITIAL_SESSION,
    status: session.status as SessionModule.SessionState['status'],
  });
  return {
    ...original,
    useSession: mocked,
    useSessionSelector: <T,>(select: (state: SessionModule.SessionState) => T) => select(mocked()),
  };
});

beforeEach(() => {
  session.token = 'player-token';
  session.status = 'logged_in';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A request the test answers when it chooses, to look at the page in between. */
function deferred() {
  let settle!: (answer: MockAnswer) => void;
  const answer = new Promise<MockAnswer>((resolve) => (settle = resolve));
  return { answer, settle };
}

function star() {
  return screen.getByRole('button', { name: /favourites/ });
}

describe('FavouriteToggle', () => {
  it('turns on at once, before the server answers, and sends the player token', async () => {
    const add = deferred();
    let saved: number[] = [];
    const fetchMock = mockApi([
      [/^\/api\/v2\/favourites\/matches$/, () => ({ body: { favoriteIds: saved } })],
      [/^\/api\/v2\/favourites\/matches\/5$/, () => add.answer],
    ]);
    renderInApp(<FavouriteToggle id={5} name="Arsenal – Chelsea" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(star().getAttribute('aria-label')).toBe('Add Arsenal – Chelsea to favourites');

    await userEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/matches/5'))!;
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer player-token');

    saved = [5];
    add.settle({ body: { ok: true } });
    await waitFor(() =>
      expect(star().getAttribute('aria-label')).toBe('Remove Arsenal – Chelsea from favourites'),
    );
    expect(star().getAttribute('aria-pressed')).toBe('true');
  });

  it('reverts to off when the server refuses', async () => {
    const add = deferred();
    mockApi([
      [/^\/api\/v2\/favourites\/matches$/, () => ({ body: { favoriteIds: [] } })],
      [/^\/api\/v2\/favourites\/matches\/5$/, () => add.answer],
    ]);
    renderInApp(<FavouriteToggle id={5} name="Arsenal – Chelsea" />);
    await waitFor(() => expect(star().getAttribute('aria-label')).toContain('Add'));
    await userEvent.click(star());
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('true'));

    add.settle({
      status: 500,
      body: { code: 'internal', message: 'boom', localized_message: 'boom', details: {} },
    });
    await waitFor(() => expect(star().getAttribute('aria-pressed')).toBe('false'));
  });

  it('stays busy and neither prompts nor toggles while the session is still loading', async () => {
    session.token = null;
    session.status = 'unknown';
    const fetchMock = mockApi([]);
    renderInApp(<FavouriteToggle id={5} name="Arsenal – Chelsea" />);
    expect(star().getAttribute('aria-busy')).toBe('true');
    expect(star().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(star());
    expect(screen.queryByText('Sign in to use favourites')).toBeNull();
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('draws no favourite while the session is unknown, as the server drew it, even with ids in the cache', () => {
    // A page hydrating after a reload: another part of the page has already fetched the player's ids, but the
    // session still reads as the server saw it. A star drawn "on" here would differ from the server's HTML, and
    // React keeps the server's attributes on hydration.
    session.token = null;
    session.status = 'unknown';
    mockApi([]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(favouriteKeys.ids('matches'), [5]);
    renderInApp(<FavouriteToggle id={5} name="Arsenal – Chelsea" />, queryClient);
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(star().getAttribute('aria-label')).toBe('Add Arsenal – Chelsea to favourites');
  });

  it('asks a visitor to sign in and calls nothing', async () => {
    session.token = null;
    session.status = 'not_logged_in';
    const fetchMock = mockApi([]);
    renderInApp(<FavouriteToggle id={5} name="Arsenal – Chelsea" />);
    await userEvent.click(star());
    expect(await screen.findByText('Sign in to use favourites')).toBeTruthy();
    expect(star().getAttribute('aria-busy')).toBeNull();
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
