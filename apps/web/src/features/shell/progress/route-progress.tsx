'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

// NOTE: the bar only matters from the first navigation on, so its library loads after first paint rather than
// with every page. It sits beside the page, not around it: nothing reads its context, and the page's server
// rendering does not wait for it.
const RouteProgressBar = dynamic(
  () => import('./route-progress-bar').then((module) => module.RouteProgressBar),
  {
    ssr: false,
  },
);

/** The progress bar that runs from a route change's start to its completion (SPEC §2.3). */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <RouteProgressBar />
    </>
  );
}
