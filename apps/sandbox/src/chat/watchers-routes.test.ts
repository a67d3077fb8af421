import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import { buildSportsbookApp } from '../sportsbook/app';
import { expectContractResponse } from '../testing/expect-contract';
import { useTestApp } from '../testing/test-app';

const app = useTestApp(buildSportsbookApp);

async function idOf(userId: number): Promise<string> {
  const response = await app().inject({
    method: 'GET',
    url: '/api/v2/watchersio/userid',
    headers: await bearerHeaders(app.deps().db, userId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.sportsbook.getWatchersUserId, response.json()).id;
}

describe('GET /watchersio/userid', () => {
  it('answers each player a stable id of their own that does not show the platform id', async () => {
    const first = await idOf(9_401);
    expect(await idOf(9_401)).toBe(first);
    expect(await idOf(9_402)).not.toBe(first);
    expect(first).not.toContain('9401');
    expect(first).toMatch(/^[\w-]{24}$/);
  });

  it('refuses a visitor', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v2/watchersio/userid' });
    expect(response.statusCode).toBe(401);
  });
});
