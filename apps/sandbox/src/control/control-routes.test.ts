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

  it("changes only the fields a patch names: the other flags and settings keep the site file's values", async () => {
    const before = (await app().inject('/fe-api/site')).json() as {
      config: Record<string, unknown>;
      feature_flags: Record<string, boolean>;
      content_pages: Record<string, unknown>;
    };
    // the default site's file turns quick_deposit on, which the schema's default would turn off
    expect(before.feature_flags.quick_deposit).toBe(true);
    const patched = await app().inject({
      method: 'PUT',
      url: '/__sandbox/site',
      payload: { feature_flags: { rtl_view: false }, config: { sign_up_reminder_seconds: 7 } },
    });
    expect(patched.statusCode).toBe(200);
    const after = (await app().inject('/fe-api/site')).json() as typeof before;
    expect(after.feature_flags).toEqual({ ...before.feature_flags, rtl_view: false });
    expect(after.config).toEqual({ ...before.config, sign_up_reminder_seconds: 7 });
    // the content pages (issue 24) are the file's still: a patch of the configuration does not drop them
    expect(Object.keys(after.content_pages)).toEqual(['about', 'general_rules']);
    expect(after.content_pages).toEqual(before.content_pages);
    await app().inject({ method: 'DELETE', url: '/__sandbox/site' });
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
