import { expect, test } from '../support/fixtures';
import { patchSite } from '../support/sandbox-control';

test('a visitor from a country the site is not offered in sees the Blocked page naming it, at any address', async ({
  browser,
}) => {
  await patchSite({ config: { blocked_country_codes: { sign_in: [], sign_up: [], site: ['US'] } } });
  const baseURL = test.info().project.use.baseURL;
  const fromUs = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-ipcountry': 'US' } });
  const fromDe = await browser.newContext({ baseURL, extraHTTPHeaders: { 'cf-ipcountry': 'DE' } });
  try {
    const page = await fromUs.newPage();
    const refused = await page.goto('/live');
    expect(refused?.status()).toBe(451);
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeVisible();
    await expect(
      page.getByText(/^Players from \u2068United States\u2069 may not visit this site\.$/),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sports' })).toHaveCount(0);

    // In Arabic, the country's name is Arabic too.
    await page.goto('/ar');
    await expect(
      page.getByText('لا يُسمح للاعبين من \u2068الولايات المتحدة\u2069 بزيارة هذا الموقع.'),
    ).toBeVisible();

    const other = await fromDe.newPage();
    expect((await other.goto('/live'))?.status()).toBe(200);
    await expect(other.getByRole('navigation', { name: 'Sports' })).toBeVisible();
    await other.goto('/blocked');
    await expect(other.getByText('Players from')).toHaveCount(0);
  } finally {
    await fromUs.close();
    await fromDe.close();
  }
});
