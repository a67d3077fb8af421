import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { profileFixture } from '@/platform/session/testing/player-fixtures';
import { useSportsbookToken } from './use-sportsbook-token';

afterEach(() => {
  act(() => resetSessionForTests());
});

describe('useSportsbookToken', () => {
  it("does not re-render a visitor's components while the session goes from unknown to pending to not logged in", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSportsbookToken();
    });
    expect(result.current).toBeNull();
    const rendersBefore = renders;
    act(() => dispatchSession({ type: 'pending' }));
    act(() => dispatchSession({ type: 'not-logged-in' }));
    expect(result.current).toBeNull();
    expect(renders).toBe(rendersBefore);
  });

  it('gives the bearer once the player is loaded, and null again after signing out', () => {
    const { result } = renderHook(() => useSportsbookToken());
    act(() => dispatchSession({ type: 'pending' }));
    act(() => dispatchSession({ type: 'bearer', bearer: 'token-1' }));
    act(() =>
      dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] }),
    );
    expect(result.current).toBe('token-1');
    act(() => dispatchSession({ type: 'signed-out', expired: false }));
    expect(result.current).toBeNull();
  });
});
