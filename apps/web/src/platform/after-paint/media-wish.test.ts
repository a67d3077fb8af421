import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaMatchedOnce } from './media-wish';

function stubMedia(matchesAtFirst: boolean) {
  const listeners: Array<() => void> = [];
  const list = {
    matches: matchesAtFirst,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    change(matches: boolean) {
      list.matches = matches;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('mediaMatchedOnce (decision 0043)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true the first time the window matches and stays true when it stops matching', () => {
    const media = stubMedia(false);
    const query = '(min-width: 1px) and (max-width: 2px)';
    expect(mediaMatchedOnce(query)).toBe(false);
    media.change(false);
    expect(mediaMatchedOnce(query)).toBe(false);
    media.change(true);
    expect(mediaMatchedOnce(query)).toBe(true);
    media.change(false);
    expect(mediaMatchedOnce(query)).toBe(true);
  });

  it('is true at once where the window matches already', () => {
    stubMedia(true);
    expect(mediaMatchedOnce('(min-width: 3px)')).toBe(true);
  });
});
