'use client';

import { useProgress } from '@bprogress/react';
import { useEffect } from 'react';
import { linkProgressTarget } from './link-progress-target';

/**
 * Starts the progress bar when a link click begins a navigation. It listens in the capture phase, as the library
 * did on each link, because Next's `<Link>` cancels the click's default before a bubbling listener would see it.
 */
export function useLinkProgress(): void {
  const { start } = useProgress();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (linkProgressTarget(event, new URL(window.location.href))) start();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [start]);
}
