'use client';

import { useStoreSlice } from '@/ui/use-store-slice';
import { useServerSession } from './server-session-context';
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
  // in the long task after hydration (issue 25, Lighthouse TBT).
  return useStoreSlice(subscribeSession, getSession, useServerSession(), select, isEqual);
}
