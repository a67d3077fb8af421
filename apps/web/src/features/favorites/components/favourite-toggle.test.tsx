import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import type { MockAnswer } from '@/testing/render-in-app';
import { FavouriteToggle } from './favourite-toggle';

const session = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('../session/use-sportsbook-token', () => ({ useSportsbookToken: () => session.token }));

beforeEach(() => {
  session.token = 'player-token';
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

  it('asks a visitor to sign in and calls nothing', async () => {
    session.token = null;
    const fetchMock = mockApi([]);
    renderInApp(<FavouriteToggle id={5} name="Arsenal – Chelsea" />);
    await userEvent.click(star());
    expect(await screen.findByText('Sign in to use favourites')).toBeTruthy();
    expect(star().getAttribute('aria-pressed')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
