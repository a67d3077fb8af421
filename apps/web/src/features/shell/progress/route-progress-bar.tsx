'use client';

import { ProgressProvider } from '@bprogress/next/app';
import { useLinkProgress } from './use-link-progress';

function LinkProgress() {
  useLinkProgress();
  return null;
}

/**
 * The progress bar itself (SPEC §2.3): started by a link click (`useLinkProgress`) or the router, stopped by the
 * route change. The library's own link tracking is off (`disableAnchorClick`): see `link-progress-target.ts`.
 */
export function RouteProgressBar() {
  return (
    <ProgressProvider
      height="3px"
      color="var(--color-accent)"
      options={{ showSpinner: false }}
      shallowRouting
      disableAnchorClick
    >
      <LinkProgress />
    </ProgressProvider>
  );
}
