'use client';

import { ProgressProvider } from '@bprogress/next/app';

/** The progress bar itself (SPEC §2.3): it listens to link clicks and route changes on the whole document. */
export function RouteProgressBar() {
  return (
    <ProgressProvider
      height="3px"
      color="var(--color-accent)"
      options={{ showSpinner: false }}
      shallowRouting
    >
      {null}
    </ProgressProvider>
  );
}
