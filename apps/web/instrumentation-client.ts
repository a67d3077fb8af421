// The browser's error reporting (SPEC §1, §7, §8, §9). Next runs this before the app hydrates. The SDK is loaded
// only when the page names a DSN, as a chunk of its own, so without one there is no SDK code and no traffic.
import { readPageErrorReportingConfig } from './src/platform/errors/error-reporting-config';

type RouterTransitionStart = (href: string, navigationType: 'push' | 'replace' | 'traverse') => void;
let forwardTransition: RouterTransitionStart | null = null;

function start(): void {
  const config = readPageErrorReportingConfig(document);
  if (!config?.dsn) return;
  void import('./src/platform/errors/sentry-client').then((client) => {
    client.startBrowserErrorReporting(config);
    forwardTransition = client.routerTransitionStart;
  });
}

// NOTE: the configuration is a script element of the page; the app's scripts can run before it is parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

/** Next calls this when a client-side navigation starts; the SDK turns it into a navigation trace. */
export function onRouterTransitionStart(href: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  forwardTransition?.(href, navigationType);
}
