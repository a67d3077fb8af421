import { expect, test } from '../support/fixtures';

test('an unknown path shows the not-found page with a working way home', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();

  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Sports' })).toBeVisible();
});

test('an unknown sport shows the not-found page', async ({ page }) => {
  const response = await page.goto('/curling-on-mars');
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
});

test('the blocked and locked pages have their own titles and a main landmark, in the page language', async ({
  page,
}) => {
  await page.goto('/');
  const homeTitle = await page.title();
  await page.goto('/blocked');
  await expect(page).toHaveTitle(/^Not available in your region · /);
  await expect(page.getByRole('main', { name: 'Not available in your region' })).toBeVisible();
  await page.goto('/locked');
  await expect(page).toHaveTitle(/^Unauthorized · /);
  expect(homeTitle).not.toMatch(/Not available|Unauthorized/);
  await page.goto('/ar/blocked');
  await expect(page).toHaveTitle(/^غير متاح في منطقتك · /);
  await expect(page.getByRole('main', { name: 'غير متاح في منطقتك' })).toBeVisible();
});

test('the not-found page is the main landmark of its page, in Arabic on an Arabic page', async ({ page }) => {
  const response = await page.goto('/ar/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page).toHaveTitle(/^الصفحة غير موجودة · /);
});

test("an unknown path's server HTML names its language and title, before any script runs", async ({
  request,
}) => {
  // The raw HTML a crawler, a reader view or a screen reader reading before hydration gets (WCAG 3.1.1, 2.4.2).
  for (const [path, lang, dir] of [
    ['/this/page/does-not-exist', 'en', 'ltr'],
    ['/ar/this/page/does-not-exist', 'ar', 'rtl'],
  ] as const) {
    const response = await request.get(path, { headers: { 'accept-language': lang } });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    const root = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
    expect(root, path).toContain(`lang="${lang}"`);
    expect(root, path).toContain(`dir="${dir}"`);
    expect(html, path).toContain(`<title>${lang === 'en' ? 'Page not found' : 'الصفحة غير موجودة'} · `);
    expect(html, path).toContain('<main');
  }
});
