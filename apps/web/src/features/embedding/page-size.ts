import { PAGE_SIZE_DEBOUNCE_MS } from '@sportsbook/contract/refs';

/** A page size as the host hears it: whole CSS pixels. */
export interface PageSize {
  width: number;
  height: number;
}

/** What watching the page's size needs: the element, a resize observer, timers (fake ones in tests). */
export interface PageSizeDeps {
  element: Element;
  observe(element: Element, onResize: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

function sizeOf(element: Element): PageSize {
  const { width, height } = element.getBoundingClientRect();
  return { width: Math.ceil(width), height: Math.ceil(height) };
}

/**
 * Reports the page's layout size when it changes (SPEC §7: page-size-changed, debounced 100 ms): the first size
 * at once, then each settled size 100 ms after the last change, and only when it differs from the one reported.
 * The element is the document's body, whose height is its content's (not the frame's), so a host that sizes
 * the frame to it does not feed back into it. Returns the function that stops watching.
 */
export function watchPageSize(deps: PageSizeDeps, report: (size: PageSize) => void): () => void {
  let reported: PageSize | null = null;
  let timer: unknown = null;
  function flush() {
    timer = null;
    const size = sizeOf(deps.element);
    if (reported && reported.width === size.width && reported.height === size.height) return;
    reported = size;
    report(size);
  }
  flush();
  const unobserve = deps.observe(deps.element, () => {
    if (timer !== null) deps.clearTimeout(timer);
    timer = deps.setTimeout(flush, PAGE_SIZE_DEBOUNCE_MS);
  });
  return () => {
    unobserve();
    if (timer !== null) deps.clearTimeout(timer);
  };
}

/** The browser's page-size watch over `document.body` with a ResizeObserver. */
export function browserPageSizeDeps(document: Document): PageSizeDeps {
  return {
    element: document.body,
    observe(element, onResize) {
      const observer = new ResizeObserver(onResize);
      observer.observe(element);
      return () => observer.disconnect();
    },
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}
