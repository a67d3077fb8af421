import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';
import { earlyTapIsland, markIslandsArrived } from '@/platform/early-taps/early-tap';
import { onDemand } from '@/ui/load-on-demand';
import type { OnDemandModule } from '@/ui/load-on-demand';

/**
 * The code of an island that hydrates late (decision 0043): the server has it from the start (`onServer`, which
 * the caller passes only where `typeof window === 'undefined'`, so that the browser's bundle never names the
 * module), the browser fetches it with a plain `import()` the first time it is wanted, and nothing in the page's
 * HTML names its chunk. The caller writes the server's branch as
 * `typeof window === 'undefined' ? () => require('./module') : null`: a constant for webpack, so the browser's
 * bundle drops it, and the server draws the island complete in the first flush, never a fallback.
 */
export function lateModule<M>(importModule: () => Promise<M>, onServer: (() => M) | null): OnDemandModule<M> {
  const fetched = onDemand(importModule);
  let serverCopy: M | null = null;
  return {
    current: () => fetched.current() ?? (serverCopy ??= onServer?.() ?? null),
    load: () => fetched.load(),
  };
}

/** Waits between fetches of a chunk that failed to arrive: a few quick tries, then every 30 s. */
export const LATE_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000] as const;

/**
 * The module, however many fetches it takes. React.lazy keeps a rejection for good and hands it to the nearest
 * error boundary, which would put an error page where the server's island was over a dropped chunk (a flaky
 * network, a deploy that replaced the chunks); pending instead, the boundary keeps the server's HTML (links work
 * as links, taps are kept by the early-tap recorder) until a later fetch succeeds.
 */
export function loadUntilArrived<M>(source: OnDemandModule<M>): Promise<M> {
  return new Promise((resolve) => {
    const attempt = (tries: number) => {
      source.load().then(resolve, () => {
        const delay = LATE_RETRY_DELAYS_MS[Math.min(tries, LATE_RETRY_DELAYS_MS.length - 1)];
        setTimeout(() => attempt(tries + 1), delay);
      });
    };
    attempt(0);
  });
}

// NOTE: `display: contents`, so the island's mark neither boxes nor moves what it holds.
const ISLAND_STYLE = { display: 'contents' } as const;

/**
 * The component `pick` takes from a late module, as an element type for a render inside a `<Suspense>` that the
 * server drew complete: the picked component itself once the module is there (always on the server), else a
 * `React.lazy` of it. Lazy, not `use()`: a component that suspends with `use()` in a concurrent render makes
 * React wait in place, holding back the hydration of everything after it (the page's odds buttons came ready
 * after the slip's switch, and a tap kept on each replayed out of order); a lazy component sends React to the
 * boundary at once, which stays dehydrated (the server's HTML on screen) until the code arrives and is then
 * hydrated in place: nothing flashes or moves.
 *
 * The island is drawn in a wrapper marked with `earlyTapIsland(island(props))` inside the boundary, so it says
 * it is ready in the commit that hydrates it: until then the early-tap recorder keeps a tap on any of its links
 * and buttons and replays it once (decision 0043).
 */
export function lateComponent<M, P extends object>(
  source: OnDemandModule<M>,
  pick: (module: M) => ComponentType<P>,
  island: (props: P) => string,
): ComponentType<P> {
  // The islands drawn while the code was on its way, told to the early-tap recorder once it has arrived.
  const waiting = new Set<string>();
  const Lazy = lazy(() =>
    loadUntilArrived(source).then((module) => {
      markIslandsArrived([...waiting]);
      return { default: pick(module) };
    }),
  );
  return function LateComponent(props: P) {
    const arrived = source.current();
    const name = island(props);
    // NOTE: noted in the render, the only moment before the code arrives that knows the island's name.
    if (!arrived) waiting.add(name);
    return createElement(
      'div',
      { style: ISLAND_STYLE, ...earlyTapIsland(name) },
      createElement(arrived ? pick(arrived) : Lazy, props),
    );
  };
}
