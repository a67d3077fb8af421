import { expect, test } from '../support/fixtures';
import { holdHydration } from '../support/hydration';
import { phoneVisitWithCodeHeld } from '../support/late-islands';

// Issue 25, interactive from the first paint: the cookie notice and the phone's quick navigation answer a tap
// made before any of the page's JavaScript has run, once.

test('the cookie notice accepted before hydration is accepted once the page runs, and stays accepted', async ({
  page,
}) => {
  const hydration = await holdHydration(page);
  await page.goto('/', { waitUntil: 'commit' });
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'Accept' }).click();
  // Nothing has run yet: the server-drawn notice is still there, and no consent is stored.
  expect(hydration.held()).toBeGreaterThan(0);
  await expect(notice).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === 'sportsbook_cookie_consent')).toBe(false);

  hydration.release();
  await expect(notice).toHaveCount(0);
  await expect
    .poll(
      async () => (await page.context().cookies()).find((c) => c.name === 'sportsbook_cookie_consent')?.value,
    )
    .toBe('accepted');
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the Home link of the quick navigation tapped before hydration opens the home page', async ({
    page,
    baseURL,
  }) => {
    const hydration = await phoneVisitWithCodeHeld(page, baseURL!);
    await page.goto('/live', { waitUntil: 'commit' });
    const home = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Home' });
    await expect(home).toBeVisible();
    await home.click();
    // No code to navigate on the client: the kept tap falls back to the plain link after a while (decision
    // 0043), and the browser loads the home page as a document, which the server draws with its lists.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('region', { name: 'Upcoming' })).toBeVisible();
    // …with none of its JavaScript run yet.
    expect(hydration.held()).toBeGreaterThan(0);
    await expect(home).toHaveAttribute('aria-current', 'page');
    hydration.release();
  });
});
