import { expect, test } from '../support/fixtures';
import { createMatch, earlierToday } from '../support/match-control';
import { settleMatch } from '../support/sandbox-control';

// Pages that worked without a test proving it (issue 24, part 6): each test says what a visitor sees there.

test('the cybersport page lists the cyber sports as chips and their matches with odds', async ({ page }) => {
  await page.goto('/cybersport');
  await expect(page.getByRole('heading', { level: 1, name: 'Cybersport' })).toBeVisible();
  const chips = page.getByRole('main').getByRole('navigation', { name: 'Cybersport' }).getByRole('link');
  await expect(chips.first()).toBeVisible();
  await expect(page.getByRole('main').locator('button[data-outcome-key]').first()).toBeVisible();
});

test("the schedule lists today's matches and switches to tomorrow's with its tab", async ({ page }) => {
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').locator('button[data-outcome-key]').first()).toBeVisible();
  // One tap (issue 25): the day tabs are drawn once the page knows the visitor's clock, i.e. hydrated, so the
  // first tap on one always has its handler.
  const tomorrow = page.getByRole('tab', { name: 'Tomorrow' });
  await tomorrow.click();
  await expect(tomorrow).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('main').locator('button[data-outcome-key]').first()).toBeVisible();
});

test('a match settled through the control API shows on the results page with its final score', async ({
  page,
}) => {
  // Kicked off earlier today: the results page opens on today, and an hour from now is tomorrow after 23:00
  // (the clean-clone CI failed so at 23:xx UTC).
  const match = await createMatch('Results', earlierToday());
  await settleMatch(match.id, { home: 3, away: 1 });
  await page.goto('/results');
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  const row = page.getByTestId('result-row').filter({ hasText: match.competitors.home.name });
  await expect(row).toBeVisible();
  // The winner is marked: the home side, 3 to 1.
  await expect(row.locator('[data-winner]')).toHaveText(new RegExp(`${match.competitors.home.name}\\s*3`));
  await expect(row).toContainText(new RegExp(`${match.competitors.away.name}\\s*1`));
});

test('the lotteries page shows the next draws and the last results', async ({ page }) => {
  await page.goto('/lotteries');
  await expect(page.getByRole('heading', { level: 1, name: 'Lotteries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next draws' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Last results' })).toBeVisible();
  await expect(page.getByRole('main').locator('button[data-outcome-key]').first()).toBeVisible();
});

test('/500 says something went wrong and leads home', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByText('Oops, sorry. Something went wrong.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('/blocked says the product is not available in the region and what to try', async ({ page }) => {
  await page.goto('/blocked');
  await expect(page.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
  await expect(page.getByText(/try turning it off and reload the page/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to home page' })).toBeVisible();
});

test('mobile-app mode hides the header and the tab bar for the visit, and ?mobile_app=0 brings them back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/?mobile_app=1');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/live');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/?mobile_app=0');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('the route progress bar runs while a navigation waits for the next page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').locator('button[data-outcome-key]').first()).toBeVisible();
  // The next page's data is held back, so the navigation lasts long enough to see the bar.
  await page.route(
    (url) => url.pathname.endsWith('/schedule'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    },
  );
  await page.locator('a[href$="/schedule"]').first().click();
  await expect(page.locator('.bprogress .bar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
});
