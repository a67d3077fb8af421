import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_CHANNEL, PUSH_OPEN_MESSAGE, usePushLinks } from './use-push-links';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('following a push’s deep link on arrival (issue 22)', () => {
  it('opens the bet and reads the notification of the link, then leaves only the page’s own address', () => {
    window.history.replaceState(null, '', '/live?open_bet=7&notification=41&tab=all');
    const follow = vi.fn();
    renderHook(() => usePushLinks(true, follow));
    expect(follow).toHaveBeenCalledWith({ betId: 7, notificationId: 41 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/live?tab=all');
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
    expect(follow).toHaveBeenCalledWith({ betId: 7, notificationId: null });
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
      url: `${window.location.origin}/?open_bet=8&notification=3`,
    });
    await waitFor(() => expect(follow).toHaveBeenCalledWith({ betId: 8, notificationId: 3 }));
    expect(follow).toHaveBeenCalledTimes(1);
    worker.close();
    unmount();
  });
});
