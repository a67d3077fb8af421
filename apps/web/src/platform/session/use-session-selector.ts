'use client';

import { useCallback, useRef, useSyncExternalStore } from 'react';
import { INITIAL_SESSION } from './session-state';
import type { SessionState } from './session-state';
import { getSession, subscribeSession } from './session-store';

/** Two values that draw the same: the same fields, each `Object.is` the other's (one level deep). */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

interface Selection<T> {
  session: SessionState;
  select: (session: SessionState) => T;
  selected: T;
}

/**
 * The slice of the session a component shows: it renders again only when `select`'s answer changes by
 * `isEqual` (`Object.is` unless told), not at every change of the session.
 */
export function useSessionSelector<T>(
  select: (session: SessionState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  // NOTE: a page load moves the session three times after hydration (unknown, pending, not logged in) and a
  // player's page more (bearer, player, accounts, balances); read whole, each move re-rendered every reader
  // in the long task after hydration (issue 25, Lighthouse TBT). The last answer is kept and handed back while
  // the new one is equal, so useSyncExternalStore sees no change and the component is left alone.
  const last = useRef<Selection<T> | null>(null);
  const selectFrom = useCallback(
    (session: SessionState): T => {
      const previous = last.current;
      if (previous && previous.session === session && previous.select === select) return previous.selected;
      const answer = select(session);
      const selected = previous && isEqual(previous.selected, answer) ? previous.selected : answer;
      last.current = { session, select, selected };
      return selected;
    },
    [select, isEqual],
  );
  return useSyncExternalStore(
    subscribeSession,
    () => selectFrom(getSession()),
    () => selectFrom(INITIAL_SESSION),
  );
}
