import { describe, expect, it, vi } from 'vitest';

const site = vi.hoisted(() => ({ document: null as null | { config: { time_zone: string } } }));
vi.mock('next-intl/server', () => ({ getRequestConfig: (build: unknown) => build }));
vi.mock('../site/site-document', () => ({ tryGetSiteDocument: async () => site.document }));
vi.mock('./messages', () => ({ loadMessages: async () => ({}) }));

type Build = (params: { requestLocale: Promise<string | undefined>; locale?: string }) => Promise<{
  locale: string;
  timeZone?: string;
}>;

async function requestConfig() {
  const build = (await import('./request')).default as unknown as Build;
  return build({ requestLocale: Promise.resolve('de') });
}

describe('the request configuration of next-intl', () => {
  it("formats times in the site's time zone, the same on the server and in the browser", async () => {
    site.document = { config: { time_zone: 'Europe/Ljubljana' } };
    expect(await requestConfig()).toMatchObject({ locale: 'de', timeZone: 'Europe/Ljubljana' });
  });

  it('formats times in UTC when the site configuration cannot be read', async () => {
    site.document = null;
    expect((await requestConfig()).timeZone).toBe('UTC');
  });
});
