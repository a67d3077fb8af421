import { expect, test } from '../support/fixtures';

test('switching language to German rewrites the first path segment and keeps query and hash', async ({
  page,
}) => {
  await page.goto('/live?x=1#y');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('button', { name: 'Language EN', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  await expect(page).toHaveURL(/\/de\/live\?x=1#y$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('links of a non-default language carry its prefix', async ({ page }) => {
  await page.goto('/de');
  const football = page
    .getByRole('navigation', { name: /Sport/ })
    .getByRole('link', { name: 'Football', exact: true });
  await expect(football).toHaveAttribute('href', '/de/football');
});
