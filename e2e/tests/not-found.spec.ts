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
