import { createHash } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { patchSite } from '../support/sandbox-control';

const accessKey = 'preview-2026';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const lockedText = 'Unauthorized. Sorry, but you are not authorized to view the page';

test('the locked page appears when an access key is configured', async ({ page }) => {
  await patchSite({ config: { access_key_sha256: sha256(accessKey) } });
  expect((await page.goto('/'))?.status()).toBe(403);
  await expect(page.getByText(lockedText)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sports' })).toHaveCount(0);
});

test('the access key unlocks the site and leaves the address clean', async ({ page }) => {
  await patchSite({ config: { access_key_sha256: sha256(accessKey) } });
  await page.goto(`/?access_key=${accessKey}`);
  await expect(page).not.toHaveURL(/access_key/);
  await expect(page.getByRole('navigation', { name: 'Sports' })).toBeVisible();

  expect((await page.goto('/live'))?.status()).toBe(200);
  await expect(page.getByText(lockedText)).toHaveCount(0);
});

test('a wrong access key keeps the site locked', async ({ page }) => {
  await patchSite({ config: { access_key_sha256: sha256(accessKey) } });
  await page.goto('/?access_key=guess');
  await expect(page.getByText(lockedText)).toBeVisible();
});

test('the site is open when no access key is configured', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(lockedText)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Sports' })).toBeVisible();
});
