import { describe, expect, it } from 'vitest';
import { buildSportsbookApp } from '../sportsbook/app';
import { useTestApp } from '../testing/test-app';

const app = useTestApp(buildSportsbookApp, { control: false });

describe('control API switched off', () => {
  it.each([
    ['GET', '/__sandbox'],
    ['POST', '/__sandbox/matches'],
    ['PUT', '/__sandbox/matches/1001/score'],
    ['PUT', '/__sandbox/providers/betradar/status'],
    ['PUT', '/__sandbox/sections'],
    ['POST', '/__sandbox/matches/1001/settle'],
  ] as const)('answers %s %s with 404 unless SANDBOX_CONTROL=1', async (method, url) => {
    const response = await app().inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
