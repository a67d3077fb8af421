import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { expectErrorBody } from '../testing/expect-contract';
import { TEST_WEB_ORIGIN } from '../testing/test-deps';
import { buildPlatformApp } from './app';

const app = useTestApp(buildPlatformApp);

describe('platform origin', () => {
  it('answers /health', async () => {
    expect((await app().inject('/health')).statusCode).toBe(200);
  });

  it('allows the web origin with credentials', async () => {
    const response = await app().inject({
      method: 'OPTIONS',
      url: '/api/player',
      headers: { origin: TEST_WEB_ORIGIN, 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('refuses another origin', async () => {
    const response = await app().inject({
      method: 'OPTIONS',
      url: '/api/player',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown route with the error body', async () => {
    const response = await app().inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json());
  });
});
