import { expect, test } from '../support/fixtures';
import { sandboxControl } from '../support/sandbox-control';

// The operator's section switches (issue 24 part 3, SPEC §3 Settings): GET /settings reports them, the web app
// hides a switched-off section everywhere and its pages answer not-found.

test('horse racing switched off through the control API loses its links and /racing answers not-found, until it is switched on again', async ({
  page,
}) => {
  const main = page.getByRole('navigation', { name: 'Main' });
  const sports = page.getByRole('navigation', { name: 'Sports' });
  await sandboxControl('PUT', '/sections', { horse_racing: false });
  try {
    await page.goto('/');
    await expect(main.getByRole('link', { name: 'Live' })).toBeVisible();
    await expect(sports.getByRole('link', { name: 'Football', exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Horse racing' })).toHaveCount(0);
    await expect(sports.getByRole('link', { name: 'Horse racing' })).toHaveCount(0);
    // Only the switched-off section goes.
    await expect(main.getByRole('link', { name: 'Lotteries' })).toBeVisible();

    const racing = await page.goto('/racing');
    expect(racing?.status()).toBe(404);
    await expect(page.getByText("Oops, sorry. We can't find that page.")).toBeVisible();
  } finally {
    await sandboxControl('DELETE', '/sections');
  }

  const back = await page.goto('/racing');
  expect(back?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Horse racing' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Horse racing' })).toBeVisible();
});
