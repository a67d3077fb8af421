'use client';

import type { ReactNode } from 'react';
import { INITIAL_SESSION, VISITOR_SESSION } from './session-state';
import { seedSession } from './session-store';
import { ServerSessionContext } from './server-session-context';

/**
 * The session the server drew the page with (decision 0048): a visitor's when the request carries no note of a
 * signed-in player, else unknown. Below it the browser's session starts there, so a visitor's page hydrates
 * settled and nothing renders again for the session after hydration.
 *
 * NOTE: the layout's app shell renders this from the server, and nothing else may import this module (the
 * readers take `useServerSession` from its own module): Next records a client component's chunks from the last
 * entry of the layout's folder that imports it, which was the home page, and every page was then served the home
 * page's script for it (decision 0045's dated paragraph; `promotions.spec.ts`).
 */
export function ServerSession({ visitor, children }: { visitor: boolean; children: ReactNode }) {
  const known = visitor ? VISITOR_SESSION : INITIAL_SESSION;
  // NOTE: in the render, not an effect: the readers below hydrate in this same pass and compare the store with
  // the server's snapshot. Only in the browser: the server's module state is every request's.
  if (typeof window !== 'undefined') seedSession(known);
  return <ServerSessionContext.Provider value={known}>{children}</ServerSessionContext.Provider>;
}
