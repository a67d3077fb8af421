'use client';

import { useCallback, useRef, useSyncExternalStore } from 'react';

interface Kept<S, T> {
  state: S;
  select: (state: S) => T;
  slice: T;
}

/**
 * One slice of an external store: `useSyncExternalStore` over `select`, rendering again only when the slice
 * changes by `isEqual` (`Object.is` unless told), not at every change of the store. The slip's readers and the
 * session's take their slices through it (issue 25: a tap or a session change re-rendered every whole-store
 * reader).
 */
export function useStoreSlice<S, T>(
  subscribe: (onChange: () => void) => () => void,
  getState: () => S,
  serverState: S,
  select: (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  // NOTE: the last slice is kept and handed back while the new one is equal, so useSyncExternalStore sees no
  // change and leaves the component alone. It is kept across a new `select` too, so an inline selector answering
  // an equal slice does not re-render either.
  const kept = useRef<Kept<S, T> | null>(null);
  const selectFrom = useCallback(
    (state: S): T => {
      const last = kept.current;
      if (last && last.state === state && last.select === select) return last.slice;
      const answer = select(state);
      const slice = last && isEqual(last.slice, answer) ? last.slice : answer;
      kept.current = { state, select, slice };
      return slice;
    },
    [select, isEqual],
  );
  return useSyncExternalStore(
    subscribe,
    () => selectFrom(getState()),
    () => selectFrom(serverState),
  );
}
