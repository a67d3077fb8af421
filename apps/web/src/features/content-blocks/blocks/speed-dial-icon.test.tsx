import { act, render } from '@testing-library/react';
import { SiteDocument } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSpriteSymbols, resetSpriteSymbols } from '@/platform/icons/icon-sprite';
import { SiteProvider } from '@/platform/site/site-provider';
import { SpeedDialIcon, firstSegment } from './speed-dial-icon';
import type { SpeedDialIconItem } from './speed-dial-icon';

const site = SiteDocument.parse({
  config: {
    id: 'test',
    name: 'Test',
    app_version: '3.0.0',
    logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
    locales: [{ code: 'en', nameInLocale: 'English' }],
  },
  feature_flags: {},
});
const SPRITE_URL = '/icons.svg?v=3.0.0';

async function renderWithSprite(item: SpeedDialIconItem) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('<svg><symbol id="sport-football"/><symbol id="icon-live"/></svg>')),
  );
  const view = render(
    <SiteProvider config={site.config} featureFlags={site.feature_flags}>
      <SpeedDialIcon item={item} />
    </SiteProvider>,
  );
  await act(() => loadSpriteSymbols(SPRITE_URL));
  return view.container;
}

const drawn = (container: HTMLElement) => container.querySelector('use')?.getAttribute('href');

afterEach(() => {
  resetSpriteSymbols();
  vi.unstubAllGlobals();
});

describe('SpeedDialIcon', () => {
  it("draws the operator's symbol when the sprite has it", async () => {
    const container = await renderWithSprite({ label: 'Live', href: '/live', icon: 'icon-live' });
    expect(drawn(container)).toBe(`${SPRITE_URL}#icon-live`);
  });

  it('draws the glyph of the sport a tile without a symbol links to', async () => {
    const container = await renderWithSprite({ label: 'Football', href: '/football', icon: null });
    expect(drawn(container)).toBe(`${SPRITE_URL}#sport-football`);
    expect(container.textContent).toBe('');
  });

  it('falls back to the letters of the label when the sprite has no glyph for the tile', async () => {
    const unknown = await renderWithSprite({ label: 'Promotions', href: '/promotions', icon: 'icon-gift' });
    expect(unknown.querySelector('svg')).toBeNull();
    expect(unknown.textContent).toBe('PR');
  });

  it('takes the first segment of internal paths only', () => {
    expect(firstSegment('/football/premier-league')).toBe('football');
    expect(firstSegment('/tennis?day=1')).toBe('tennis');
    expect(firstSegment('https://example.com/football')).toBeNull();
    expect(firstSegment('//example.com/football')).toBeNull();
    expect(firstSegment('/')).toBeNull();
  });
});
