import { useSyncExternalStore } from 'react';

interface Wish {
  came: boolean;
  listeners: Set<() => void>;
}

const wishes = new Map<string, Wish>();

function wishFor(query: string): Wish {
  let wish = wishes.get(query);
  if (!wish) {
    const list = window.matchMedia(query);
    const created: Wish = { came: list.matches, listeners: new Set() };
    if (!created.came) {
      const onChange = () => {
        if (!list.matches) return;
        list.removeEventListener('change', onChange);
        created.came = true;
        for (const listener of created.listeners) listener();
      };
      list.addEventListener('change', onChange);
    }
    wishes.set(query, created);
    wish = created;
  }
  return wish;
}

/** Whether the media query has matched at any time in this window: once true, it stays true. */
export function mediaMatchedOnce(query: string): boolean {
  return wishFor(query).came;
}

function subscribe(query: string, listener: () => void): () => void {
  const { listeners } = wishFor(query);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a part shown only on some screens (the sports menu's column, the phone's tab bar) has been on screen
 * in this window, so that its code is fetched only then (decision 0043). True on the server, which draws both;
 * read from the window in the render that hydrates, which may then keep the server's HTML as it is.
 */
export function useMediaMatchedOnce(query: string): boolean {
  return useSyncExternalStore(
    (listener) => subscribe(query, listener),
    () => mediaMatchedOnce(query),
    () => (typeof window === 'undefined' ? true : mediaMatchedOnce(query)),
  );
}
