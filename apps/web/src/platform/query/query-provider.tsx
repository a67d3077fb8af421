'use client';

import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

/**
 * One query client per browser session (per request on the server), with the queries the layout fetched on the
 * server. NOTE: the layout hands its dehydrated state here rather than rendering TanStack's `HydrationBoundary`
 * itself: Next names a client component's chunks from one of the pages that import it, and a page that does not
 * (promotions) was given the home page's entry and its chunks in its HTML for the layout's boundary (about 27 kB
 * of gzip it never ran; decision 0045). This module only the layout imports.
 */
export function QueryProvider({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
