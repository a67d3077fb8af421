'use client';

import { useEffect } from 'react';

/** Whether the browser supports CSS container queries natively. */
export function supportsContainerQueries(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    typeof CSS.supports === 'function' &&
    CSS.supports('container-type: inline-size')
  );
}

/**
 * Loads the container-query polyfill, from this origin, only in browsers that lack container queries
 * (SPEC §2.3); modern browsers download nothing.
 */
export function ContainerQueryFallback() {
  useEffect(() => {
    if (!supportsContainerQueries()) void import('container-query-polyfill');
  }, []);
  return null;
}
