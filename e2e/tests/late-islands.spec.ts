import { expect, test } from '../support/fixtures';
import { holdHydration } from '../support/hydration';
import { phoneVisitWithCodeHeld } from '../support/late-islands';

// Issue 25, decision 0043: the header's controls and the tab bar hydrate when their own chunk arrives, after the
// page's. A tap on one of their buttons before that is kept by the early-tap recorder and takes effect once.
test("the header's search tapped before the page's code arrives opens the search once it has", async ({
  page,
}) => {
  const hydration = await holdHydration(page);
  await page.goto('/', { waitUntil: 'commit' });
  const search = page.getByTestId('search-button');
  await search.click();
  expect(hydration.held()).toBeGreaterThan(0);
  await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);

  hydration.release();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the tab bar's Sports tapped before the page's code arrives opens the sports sheet once it has", async ({
    page,
    baseURL,
  }) => {
    const hydration = await phoneVisitWithCodeHeld(page, baseURL!);
    await page.goto('/', { waitUntil: 'commit' });
    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await tabBar.getByRole('button', { name: 'Sports' }).click();
    expect(hydration.held()).toBeGreaterThan(0);

    hydration.release();
    const sheet = page.getByRole('dialog', { name: 'Sports' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Football', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(sheet).toHaveCount(1);
  });
});
