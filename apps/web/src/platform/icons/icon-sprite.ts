'use client';

import { useSyncExternalStore } from 'react';
import { reportError } from '../errors/report-error';
import { isReportedIconsError } from '../errors/report-rules';

/** The symbol ids of a sprite's markup (`<symbol id="sport-football">` → `sport-football`). */
export function spriteSymbolIds(svg: string): Set<string> {
  return new Set(Array.from(svg.matchAll(/<symbol\b[^>]*?\sid="([^"]+)"/g), (match) => match[1]!));
}

const loaded = new Map<string, ReadonlySet<string>>();
const pending = new Map<string, Promise<ReadonlySet<string>>>();
const listeners = new Set<() => void>();

/**
 * Fetches a sprite once per address and keeps its symbol ids. A sprite that cannot be read counts as empty, so
 * callers show their fallback rather than an empty box.
 */
export function loadSpriteSymbols(url: string): Promise<ReadonlySet<string>> {
  const known = loaded.get(url);
  if (known) return Promise.resolve(known);
  let request = pending.get(url);
  if (!request) {
    request = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`The icons answered ${response.status}`);
        return spriteSymbolIds(await response.text());
      })
      .catch((error: unknown) => {
        // SPEC §8: a failure to fetch the icons is ignored when the network failed, and reported otherwise.
        if (isReportedIconsError(error)) reportError({ source: 'icons.fetch', error, context: { url } });
        return new Set<string>();
      })
      .then((symbols) => {
        loaded.set(url, symbols);
        pending.delete(url);
        for (const listener of listeners) listener();
        return symbols;
      });
    pending.set(url, request);
  }
  return request;
}

/** Forgets every loaded sprite (tests). */
export function resetSpriteSymbols(): void {
  loaded.clear();
  pending.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The symbol ids of the sprite at `url`, or null until they are known (always null in the server render, so the
 * first paint shows the icon and hydrates cleanly).
 */
export function useSpriteSymbols(url: string): ReadonlySet<string> | null {
  return useSyncExternalStore(
    (listener) => {
      const unsubscribe = subscribe(listener);
      void loadSpriteSymbols(url);
      return unsubscribe;
    },
    () => loaded.get(url) ?? null,
    () => null,
  );
}
