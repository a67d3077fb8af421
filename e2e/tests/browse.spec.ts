import { expect, test } from '../support/fixtures';

test('home → sport → league → match by clicking', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Sports' })
    .getByRole('link', { name: 'Football', exact: true })
    .click();
  await expect(page).toHaveURL(/\/football$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');

  const main = page.locator('main');
  const leagueLink = main.locator('h3 a').first();
  const leagueHref = await leagueLink.getAttribute('href');
  const leagueName = (await leagueLink.textContent())!.split('·').at(-1)!.trim();
  await leagueLink.click();
  await expect(page).toHaveURL(new RegExp(`${leagueHref}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leagueName);

  const matchLink = main.getByTestId('match-row').first().getByRole('link').first();
  const [home, away] = await matchLink.getByTestId('team-name').allTextContents();
  await matchLink.click();
  await expect(page).toHaveURL(/\/football\/[a-z0-9-]+-\d+$/);
  const scoreboard = page.getByRole('region', { name: 'Scoreboard' });
  await expect(scoreboard).toContainText(home!);
  await expect(scoreboard).toContainText(away!);
  await expect(page.getByRole('tablist', { name: 'Market groups' })).toBeVisible();
  await expect(page.getByRole('region', { name: '1X2', exact: true })).toBeVisible();
});

test('the live page shows a live match whose clock advances', async ({ page }) => {
  await page.goto('/live');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live betting');
  // A match at half-time shows a stopped clock (data-stopped); the test watches one that runs.
  const clock = page.locator('[data-testid="match-clock"]:not([data-stopped])').first();
  await expect(clock).toBeVisible();
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 5_000 }).not.toBe(first);
});
