// The browser's error reporting (SPEC §1, §7, §8, §9). Next runs this before the app hydrates. The SDK is loaded
// only when the page names a DSN, as a chunk of its own, so without one there is no SDK code and no traffic.
import {
  ERROR_REPORTING_CONFIG_ID,
  readPageErrorReportingConfig,
} from './src/platform/errors/error-reporting-config';

type RouterTransitionStart = (href: string, navigationType: 'push' | 'replace' | 'traverse') => void;
let forwardTransition: RouterTransitionStart | null = null;

/** Starts the SDK when the page names a DSN; answers whether the page's configuration was there to read. */
function start(): boolean {
  const config = readPageErrorReportingConfig(document);
  if (!config) return false;
  if (!config.dsn) return true;
  void import('./src/platform/errors/sentry-client').then((client) => {
    client.startBrowserErrorReporting(config);
    forwardTransition = client.routerTransitionStart;
  });
  return true;
}

/** How long after the page's load a configuration is still awaited (see `startOnceConfigured`). */
const LATE_CONFIG_WAIT_MS = 10_000;

/**
 * Starts as soon as the configuration is in the document. NOTE: Next answers notFound() of a dynamic route with
 * its bare error shell and renders the page, its head and the configuration included, in the browser afterwards
 * (see app/[locale]/not-found.tsx), so on such a page the block appears after this module ran. Without a DSN the
 * block never appears, and the watch ends a while after the page's load.
 */
function startOnceConfigured(): void {
  if (start()) return;
  const watch = new MutationObserver(() => {
    if (document.getElementById(ERROR_REPORTING_CONFIG_ID) && start()) watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
  const stop = () => setTimeout(() => watch.disconnect(), LATE_CONFIG_WAIT_MS);
  if (document.readyState === 'complete') stop();
  else window.addEventListener('load', stop, { once: true });
}

// NOTE: the configuration is a script element of the page; the app's scripts can run before it is parsed.
if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', startOnceConfigured, { once: true });
else startOnceConfigured();

/** Next calls this when a client-side navigation starts; the SDK turns it into a navigation trace. */
export function onRouterTransitionStart(href: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  forwardTransition?.(href, navigationType);
}
