'use client';

import { ProgressProvider } from '@bprogress/next/app';
import type { ReactNode } from 'react';

/** The progress bar that runs from a route change's start to its completion (SPEC §2.3). */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--color-accent)"
      options={{ showSpinner: false }}
      shallowRouting
    >
      {children}
    </ProgressProvider>
  );
}
