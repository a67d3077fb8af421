'use client';

import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { INITIAL_SESSION, VISITOR_SESSION } from './session-state';
import type { SessionState } from './session-state';
import { seedSession } from './session-store';

const ServerSessionContext = createContext<SessionState>(INITIAL_SESSION);

/**
 * The session the server drew the page with (decision 0048): a visitor's when the request carries no note of a
 * signed-in player, else unknown. Below it the browser's session starts there, so a visitor's page hydrates
 * settled and nothing renders again for the session after hydration.
 */
export function ServerSession({ visitor, children }: { visitor: boolean; children: ReactNode }) {
  const known = visitor ? VISITOR_SESSION : INITIAL_SESSION;
  // NOTE: in the render, not an effect: the readers below hydrate in this same pass and compare the store with
  // the server's snapshot. Only in the browser: the server's module state is every request's.
  if (typeof window !== 'undefined') seedSession(known);
  return <ServerSessionContext.Provider value={known}>{children}</ServerSessionContext.Provider>;
}

/** The session the server drew the page with, for `useSyncExternalStore`'s server snapshot. */
export function useServerSession(): SessionState {
  return useContext(ServerSessionContext);
}
