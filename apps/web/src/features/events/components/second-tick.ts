import { useSyncExternalStore } from 'react';

/**
 * One timer for every running match clock on the page: a tick a second while any clock listens, none after.
 * NOTE: each clock had its own one-second timer, so a live board of 42 rows ran 42 tasks a second, each with a
 * React render and, since a clock's text sits in the row's grid, a layout of the whole board: under the live
 * storm a frame rarely went without one (issue 25). Ticking together, the clocks render once a second.
 */
const listeners = new Set<() => void>();
let now: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    // The first clock reads the time at once (React reads the snapshot again after subscribing), not a second late.
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const ignore = () => () => {};
const read = () => now;
const serverValue = () => null;

/**
 * The time (ms since the epoch) of the page's last one-second tick while `running`; null on the server and while
 * hydrating (the caller shows the time it was given), and when not running.
 */
export function useSecondTick(running: boolean): number | null {
  const value = useSyncExternalStore(running ? subscribe : ignore, read, serverValue);
  return running ? value : null;
}
