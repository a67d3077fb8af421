import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { buildSportsbookApp } from '../sportsbook/app';
import { expectErrorBody } from '../testing/expect-contract';

const app = useTestApp(buildSportsbookApp, { control: true });

async function rtlView(): Promise<boolean> {
  const response = await app().inject('/fe-api/site');
  return (response.json() as { feature_flags: { rtl_view: boolean } }).feature_flags.rtl_view;
}

describe('control API', () => {
  it('overrides a feature flag and puts it back on reset', async () => {
    expect(await rtlView()).toBe(true);
    const patched = await app().inject({
      method: 'PUT',
      url: '/__sandbox/site',
      payload: { feature_flags: { rtl_view: false } },
    });
    expect(patched.statusCode).toBe(200);
    expect(await rtlView()).toBe(false);

    const reset = await app().inject({ method: 'DELETE', url: '/__sandbox/site' });
    expect(reset.statusCode).toBe(204);
    expect(await rtlView()).toBe(true);
  });

  it('refuses an override that would make the site invalid, changing nothing', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/__sandbox/site',
      payload: { config: { access_key_sha256: 'short' } },
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).code).toBe('validation_failed');
    const site = (await app().inject('/fe-api/site')).json() as {
      config: { access_key_sha256: string | null };
    };
    expect(site.config.access_key_sha256).toBeNull();
  });

  it('refuses unknown fields', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/__sandbox/site',
      payload: { config: { colour: 'red' } },
    });
    expect(response.statusCode).toBe(400);
  });

  it('lists its endpoints', async () => {
    const response = await app().inject('/__sandbox');
    expect((response.json() as { endpoints: unknown[] }).endpoints.length).toBeGreaterThan(0);
  });
});
