import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../errors/report-error';
import type { ErrorReport } from '../errors/report-error';
import { loadSpriteSymbols, resetSpriteSymbols, spriteSymbolIds } from './icon-sprite';

afterEach(() => {
  resetSpriteSymbols();
  vi.unstubAllGlobals();
});

const SPRITE =
  '<svg xmlns="http://www.w3.org/2000/svg">\n<symbol id="icon-home" viewBox="0 0 24 24"><g/></symbol>\n' +
  '<symbol viewBox="0 0 24 24" id="sport-football"><g/></symbol>\n</svg>\n';

describe('the icon sprite symbols', () => {
  it('reads every symbol id of a sprite, wherever the id sits among the attributes', () => {
    expect([...spriteSymbolIds(SPRITE)]).toEqual(['icon-home', 'sport-football']);
  });

  it('fetches a sprite once however many icons ask for it', async () => {
    const fetchMock = vi.fn(async () => new Response(SPRITE));
    vi.stubGlobal('fetch', fetchMock);
    const [first, second] = await Promise.all([
      loadSpriteSymbols('/icons.svg?v=1'),
      loadSpriteSymbols('/icons.svg?v=1'),
    ]);
    expect(first.has('sport-football')).toBe(true);
    expect(second).toBe(first);
    await loadSpriteSymbols('/icons.svg?v=1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('counts a sprite that cannot be fetched as empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 502 })),
    );
    expect((await loadSpriteSymbols('/icons.svg?v=2')).size).toBe(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect((await loadSpriteSymbols('/icons.svg?v=3')).size).toBe(0);
  });

  it('reports an icons failure that is not the network (SPEC §8 icons failure), with the address', async () => {
    const reports: ErrorReport[] = [];
    const restore = setErrorReporter((report) => reports.push(report));
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('nope', { status: 502 })),
      );
      await loadSpriteSymbols('/icons.svg?v=4');
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({ source: 'icons.fetch', context: { url: '/icons.svg?v=4' } });
      expect(String(reports[0]!.error)).toContain('502');
    } finally {
      restore();
    }
  });

  it('does not report an icons failure of the network', async () => {
    const reports: ErrorReport[] = [];
    const restore = setErrorReporter((report) => reports.push(report));
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      await loadSpriteSymbols('/icons.svg?v=5');
      expect(reports).toEqual([]);
    } finally {
      restore();
    }
  });
});
