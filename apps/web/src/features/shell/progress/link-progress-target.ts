/**
 * Whether a click starts the route progress bar, and for which address (SPEC §2.3). One listener on the document
 * asks this of every click, instead of the progress library's own way: a MutationObserver that re-read every
 * link of the page after each DOM change, which under a live odds storm ran several times a frame and sat inside
 * each tap's handlers (decision 0039's profile: 45 ms over 16 taps).
 *
 * The rules are the library's: the main button without modifier keys, on a link that opens here (not `_blank`,
 * not a download, an http(s) address), not marked `data-prevent-progress` (on it or between it and the element
 * clicked) or `data-disable-progress`, and not the page already shown, search included or not (the bar is set
 * for shallow routing, where only the search changes).
 */
export function linkProgressTarget(event: MouseEvent, here: URL): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  const anchor = target?.closest('a');
  const href = anchor instanceof HTMLAnchorElement ? anchor.getAttribute('href') : null;
  if (!target || !anchor || href === null) return null;
  if (anchor.hasAttribute('download') || anchor.target === '_blank') return null;
  if (anchor.dataset.disableProgress === 'true') return null;
  for (let element: Element | null = target; element; element = element.parentElement) {
    if (element.getAttribute('data-prevent-progress') === 'true') return null;
    if (element === anchor) break;
  }
  let url: URL;
  try {
    url = new URL(href, here);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === here.origin && url.pathname === here.pathname) return null;
  return url;
}
