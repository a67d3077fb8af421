import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_CHANNEL, PUSH_OPEN_MESSAGE, pushLinkOf, usePushLinks } from './use-push-links';

afterEach(() => window.history.replaceState(null, '', '/'));

const here = (path: string) => new URL(path, 'https://sportsbook.example');

describe('a push’s deep link (issue 22)', () => {
  it('names the bet for My Bets, the jackpot’s details, or the bonuses’ page, and the notification', () => {
    expect(pushLinkOf(here('/?open_bet=7&notification=41'))).toEqual({
      target: { kind: 'bet', betId: 7 },
      notificationId: 41,
    });
    expect(pushLinkOf(here('/?open_jackpot=1&notification=5'))).toEqual({
      target: { kind: 'jackpot' },
      notificationId: 5,
    });
    expect(pushLinkOf(here('/de/promotions?notification=6'))).toEqual({
      target: { kind: 'bonuses' },
      notificationId: 6,
    });
    expect(pushLinkOf(here('/?notification=8'))).toEqual({ target: { kind: 'none' }, notificationId: 8 });
  });
});

describe('following a push’s deep link on arrival (issue 22)', () => {
  it('opens the bet and reads the notification of the link, then leaves only the page’s own address', () => {
    window.history.replaceState(null, '', '/live?open_bet=7&notification=41&tab=all');
    const follow = vi.fn();
    renderHook(() => usePushLinks(true, follow));
    expect(follow).toHaveBeenCalledWith({ target: { kind: 'bet', betId: 7 }, notificationId: 41 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/live?tab=all');
  });

  it('opens the jackpot’s details from a jackpot link', () => {
    window.history.replaceState(null, '', '/?open_jackpot=1&notification=5');
    const follow = vi.fn();
    renderHook(() => usePushLinks(true, follow));
    expect(follow).toHaveBeenCalledWith({ target: { kind: 'jackpot' }, notificationId: 5 });
    expect(window.location.search).toBe('');
  });

  it('arriving on the bonuses’ page is the bonus link followed: it only reads the notification', () => {
    window.history.replaceState(null, '', '/promotions?notification=6');
    const follow = vi.fn();
    renderHook(() => usePushLinks(true, follow));
    expect(follow).toHaveBeenCalledWith({ target: { kind: 'none' }, notificationId: 6 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/promotions');
  });

  it('waits for the player: a visitor’s page keeps the link until they sign in', () => {
    window.history.replaceState(null, '', '/?open_bet=7');
    const follow = vi.fn();
    const { rerender } = renderHook(({ signedIn }) => usePushLinks(signedIn, follow), {
      initialProps: { signedIn: false },
    });
    expect(follow).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?open_bet=7');
    rerender({ signedIn: true });
    expect(follow).toHaveBeenCalledWith({ target: { kind: 'bet', betId: 7 }, notificationId: null });
  });

  it('ignores what is not a positive id', () => {
    window.history.replaceState(null, '', '/?open_bet=abc&notification=-3');
    const follow = vi.fn();
    renderHook(() => usePushLinks(true, follow));
    expect(follow).not.toHaveBeenCalled();
  });
});

describe('following a clicked push while the site is open (issue 22)', () => {
  it('follows the link the push worker broadcasts, and nothing from another origin', async () => {
    const follow = vi.fn();
    const { unmount } = renderHook(() => usePushLinks(true, follow));
    const worker = new BroadcastChannel(PUSH_CHANNEL);
    worker.postMessage({ type: PUSH_OPEN_MESSAGE, url: 'https://elsewhere.example/?open_bet=9' });
    worker.postMessage({
      type: PUSH_OPEN_MESSAGE,
      url: `${window.location.origin}/promotions?notification=3`,
    });
    await waitFor(() =>
      expect(follow).toHaveBeenCalledWith({ target: { kind: 'bonuses' }, notificationId: 3 }),
    );
    expect(follow).toHaveBeenCalledTimes(1);
    worker.close();
    unmount();
  });
});
