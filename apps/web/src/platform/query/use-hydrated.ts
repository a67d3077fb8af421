import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates, true in every render after. A part of the page
 * that hydrates apart (its own Suspense boundary) and reads data another part hands to the query cache waits for
 * it: the server drew it before that data was in the cache, so drawing it from the cache at hydration would not
 * match the server's HTML, and React would throw that HTML away and draw the part again.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
