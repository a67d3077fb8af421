import { act, render } from '@testing-library/react';
import { SiteDocument } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSpriteSymbols, resetSpriteSymbols } from '@/platform/icons/icon-sprite';
import { SiteProvider } from '@/platform/site/site-provider';
import { SportIcon } from './sport-icon';

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

function stubSprite(body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body)),
  );
}

function renderIcon(key: string, name: string) {
  return render(
    <SiteProvider config={site.config} featureFlags={site.feature_flags}>
      <SportIcon sport={{ key, name }} />
    </SiteProvider>,
  );
}

afterEach(() => {
  resetSpriteSymbols();
  vi.unstubAllGlobals();
});

describe('SportIcon', () => {
  it("draws the sport's glyph from the site's versioned sprite", async () => {
    stubSprite('<svg><symbol id="sport-football" viewBox="0 0 24 24"/></svg>');
    const { container } = renderIcon('football', 'Football');
    await act(() => loadSpriteSymbols(SPRITE_URL));
    expect(container.querySelector('use')?.getAttribute('href')).toBe(`${SPRITE_URL}#sport-football`);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('');
  });

  it('falls back to the two-letter mark for a sport the sprite has no glyph for', async () => {
    stubSprite('<svg><symbol id="sport-football" viewBox="0 0 24 24"/></svg>');
    const { container } = renderIcon('table-tennis', 'Table tennis');
    await act(() => loadSpriteSymbols(SPRITE_URL));
    expect(container.querySelector('svg')).toBeNull();
    expect(container.textContent).toBe('TT');
  });

  it('shows the glyph until the sprite is known, so the first paint has no letters flashing', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { container } = renderIcon('table-tennis', 'Table tennis');
    expect(container.querySelector('use')?.getAttribute('href')).toBe(`${SPRITE_URL}#sport-table-tennis`);
  });
});
