import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A server page's content with the data the page fetched for it, handed to the browser's query cache.
 *
 * The content is a Suspense boundary of its own: React hydrates such a boundary apart from the rest of the page
 * and in time slices, so a long list no longer makes one long task that blocks a phone's first taps (a tap on a
 * part not hydrated yet hydrates that part first, then React replays it). The page awaits its data before it
 * renders this, so nothing inside suspends on the server: the content is in the first flush and `notFound()`
 * still answers 404.
 */
export function PageData({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense>{children}</Suspense>
    </HydrationBoundary>
  );
}
