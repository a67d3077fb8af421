/**
 * Calls `reconnectNow` when the browser says the network is back (`online`) and when the tab becomes visible
 * again (a phone may have dropped the socket while the page was in the background); returns the cleanup.
 * NOTE: the page listens, not the worker: a page's `online` event does not reach its workers, and visibility is
 * the page's alone.
 */
export function watchReconnectTriggers(page: Window, reconnectNow: () => void): () => void {
  const onOnline = () => reconnectNow();
  const onVisibility = () => {
    if (page.document.visibilityState === 'visible') reconnectNow();
  };
  page.addEventListener('online', onOnline);
  page.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    page.removeEventListener('online', onOnline);
    page.document.removeEventListener('visibilitychange', onVisibility);
  };
}
