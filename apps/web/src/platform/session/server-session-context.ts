'use client';

import { createContext, useContext } from 'react';
import { INITIAL_SESSION } from './session-state';
import type { SessionState } from './session-state';

/** The session the server drew the page with (decision 0048), provided by `ServerSession`. */
export const ServerSessionContext = createContext<SessionState>(INITIAL_SESSION);

/** The session the server drew the page with, for `useSyncExternalStore`'s server snapshot. */
export function useServerSession(): SessionState {
  return useContext(ServerSessionContext);
}
