import { expect, test } from '../support/fixtures';
import { patchSite } from '../support/sandbox-control';

test('Arabic renders right-to-left when the rtl_view flag is on', async ({ page }) => {
  await patchSite({ feature_flags: { rtl_view: true } });
  await page.goto('/ar/live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('Arabic renders left-to-right when the rtl_view flag is off', async ({ page }) => {
  await patchSite({ feature_flags: { rtl_view: false } });
  await page.goto('/ar/live');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('a left-to-right language stays left-to-right with the flag on', async ({ page }) => {
  await patchSite({ feature_flags: { rtl_view: true } });
  await page.goto('/de/live');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});
