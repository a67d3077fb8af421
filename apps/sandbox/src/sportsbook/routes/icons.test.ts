import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app';
import { buildSportsbookApp } from '../app';
import { sportIcons } from '../icons/sport-icons';

const app = useTestApp(buildSportsbookApp);

async function sportKeys(): Promise<string[]> {
  const response = await app().inject({ method: 'GET', url: '/api/v2/sports' });
  return response.json().data.map((sport: { key: string }) => sport.key);
}

describe('icon sprite', () => {
  it('holds the interface icons and a symbol for every sport of the catalogue', async () => {
    const response = await app().inject({ method: 'GET', url: '/fe-api/icons.svg?v=3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const ids = [...response.body.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map(
      (match) => match[1],
    );
    for (const name of ['search', 'star', 'close', 'chevron-down', 'lock', 'live', 'clock', 'user', 'ticket'])
      expect(ids).toContain(`icon-${name}`);
    for (const name of ['menu', 'home', 'trophy', 'calendar']) expect(ids).toContain(`icon-${name}`);
    const keys = await sportKeys();
    expect(keys.length).toBeGreaterThanOrEqual(14);
    for (const key of keys) expect(ids).toContain(`sport-${key}`);
    // every sport of the seeded catalogue has a glyph of its own, not the generic ball
    for (const key of keys) expect(Object.keys(sportIcons)).toContain(key);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is cached for a year under a version, for an hour without, and revalidated by its ETag', async () => {
    const versioned = await app().inject({ method: 'GET', url: '/fe-api/icons.svg?v=3' });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app().inject({ method: 'GET', url: '/fe-api/icons.svg' });
    expect(plain.headers['cache-control']).toBe('public, max-age=3600');
    const etag = String(versioned.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await app().inject({
      method: 'GET',
      url: '/fe-api/icons.svg?v=3',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const stale = await app().inject({
      method: 'GET',
      url: '/fe-api/icons.svg',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses a malformed version with 400', async () => {
    const response = await app().inject({ method: 'GET', url: '/fe-api/icons.svg?v=%3Cscript%3E' });
    expect(response.statusCode).toBe(400);
  });
});
