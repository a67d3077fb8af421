import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectErrorBody } from '../testing/expect-contract';
import { listOf } from './loyalty-test-helpers';

const test = useBetsApp();

describe('promotion banners (SPEC §3 banners) served as images of the sportsbook origin', () => {
  it("each promotion's desktop and mobile banner is a WebP the sportsbook origin serves, cacheable for a day", async () => {
    const promotions = [...(await listOf(test(), 'huntings')), ...(await listOf(test(), 'tournaments'))];
    expect(promotions.length).toBeGreaterThan(1);
    for (const { banners } of promotions) {
      for (const banner of [banners.desktop, banners.mobile]) {
        const url = new URL(banner!.url);
        expect(url.origin).toBe('http://localhost:4200');
        const response = await test().app.inject({ method: 'GET', url: url.pathname });
        expect(response.statusCode, url.pathname).toBe(200);
        expect(response.headers['content-type']).toBe(routes.frontend.getBanner.produces);
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        // RIFF container, WEBP form: an image a browser and the image proxy decode.
        expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
  });

  it('answers 404 for a banner that does not exist and 400 for a name that is not a banner file', async () => {
    const missing = await test().app.inject({ method: 'GET', url: '/fe-api/banners/nothing-desktop.webp' });
    expect(missing.statusCode).toBe(404);
    expect(expectErrorBody(missing.json()).code).toBe('not_found');
    const escape = await test().app.inject({
      method: 'GET',
      url: '/fe-api/banners/..%2Fsource%2Fhunting.svg',
    });
    expect(escape.statusCode).toBe(400);
    expect(expectErrorBody(escape.json()).code).toBe('validation_failed');
  });
});
