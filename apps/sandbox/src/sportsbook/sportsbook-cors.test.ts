import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { TEST_WEB_ORIGIN } from '../testing/test-deps';
import { buildSportsbookApp } from './app';

const app = useTestApp(buildSportsbookApp);

describe('sportsbook origin CORS', () => {
  it.each(['DELETE', 'PUT', 'POST'])('lets the web app send a %s with the bearer token', async (method) => {
    const response = await app().inject({
      method: 'OPTIONS',
      url: '/api/v2/favourites/matches/5',
      headers: {
        origin: TEST_WEB_ORIGIN,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
  });

  it('does not answer preflights of other origins', async () => {
    const response = await app().inject({
      method: 'OPTIONS',
      url: '/api/v2/favourites/matches/5',
      headers: { origin: 'https://elsewhere.test', 'access-control-request-method': 'DELETE' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
