import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileFixture } from './testing/player-fixtures';
import type { SessionState } from './session-state';
import { dispatchSession, resetSessionForTests } from './session-store';
import { shallowEqual, useSessionSelector } from './use-session-selector';
import { useSession } from './use-session';

function isVisitor(session: SessionState): boolean {
  return session.status === 'not_logged_in';
}

function signedIn(session: SessionState) {
  return { signedIn: session.status === 'logged_in', id: session.player?.profile.id ?? null };
}

/** A component that counts its renders and shows what it read. */
function counted(read: () => unknown) {
  const renders = { count: 0 };
  function Reader() {
    renders.count += 1;
    return <output>{JSON.stringify(read())}</output>;
  }
  return { renders, Reader };
}

// The three moves of a visitor's page load after hydration (SPEC §4 Authentication).
function loadAsVisitor() {
  act(() => dispatchSession({ type: 'pending' }));
  act(() => dispatchSession({ type: 'not-logged-in' }));
}

afterEach(() => {
  act(() => resetSessionForTests());
});

describe('useSessionSelector', () => {
  it('renders a reader once more for a visitor page load, where the whole session renders it at every move', () => {
    const slice = counted(() => useSessionSelector(isVisitor));
    const whole = counted(() => useSession().status);
    render(
      <>
        <slice.Reader />
        <whole.Reader />
      </>,
    );
    loadAsVisitor();
    expect(slice.renders.count).toBe(2);
    expect(whole.renders.count).toBe(3);
    expect(screen.getAllByRole('status').map((output) => output.textContent)).toEqual([
      'true',
      '"not_logged_in"',
    ]);
  });

  it('keeps an equal slice by the equality it is given, and renders when it changes', () => {
    const seen: unknown[] = [];
    const slice = counted(() => {
      const value = useSessionSelector(signedIn, shallowEqual);
      seen.push(value);
      return value;
    });
    render(<slice.Reader />);
    loadAsVisitor();
    expect(slice.renders.count).toBe(1);
    act(() => {
      dispatchSession({ type: 'bearer', bearer: 'b' });
      dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    });
    expect(slice.renders.count).toBe(2);
    expect(seen.at(-1)).toEqual({ signedIn: true, id: profileFixture.id });
    act(() => dispatchSession({ type: 'language', language: 'de' }));
    expect(slice.renders.count).toBe(2);
  });

  it('answers with a selector that reads new props at once', () => {
    function Reader({ wanted }: { wanted: SessionState['status'] }) {
      const matches = useSessionSelector((session) => session.status === wanted);
      return <output>{String(matches)}</output>;
    }
    const { rerender } = render(<Reader wanted="unknown" />);
    expect(screen.getByRole('status').textContent).toBe('true');
    rerender(<Reader wanted="pending" />);
    expect(screen.getByRole('status').textContent).toBe('false');
    act(() => dispatchSession({ type: 'pending' }));
    expect(screen.getByRole('status').textContent).toBe('true');
  });
});

describe('shallowEqual', () => {
  it('compares the fields one level deep', () => {
    expect(shallowEqual({ a: 1, b: 'x' }, { a: 1, b: 'x' })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual({ a: {} }, { a: {} })).toBe(false);
    expect(shallowEqual<unknown>(null, {})).toBe(false);
  });
});
