import { expect, test } from '../support/fixtures';
import { systemUrls } from '../support/system';

interface ListedMatch {
  slug: string;
  competitors: { home: { name: string } };
  tournament: { sport: { key: string } };
}

test('search finds a team and rejects 2 characters with a message', async ({ page }) => {
  const response = await fetch(
    `${systemUrls().sportsbookUrl}/api/v2/matches?type=match&match_status=0&limit=1`,
  );
  const { data } = (await response.json()) as { data: ListedMatch[] };
  const match = data[0]!;
  const team = match.competitors.home.name;

  const searches: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/api/v2/search')) searches.push(request.url());
  });

  await page.goto('/');
  await page.getByTestId('search-button').click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const field = dialog.getByRole('combobox', { name: 'Search teams, matches and leagues' });
  await expect(field).toBeFocused();

  await field.fill(team.slice(0, 2));
  await expect(dialog.getByTestId('search-message')).toHaveText('Enter at least 3 characters to search.');
  // NOTE: longer than the debounce: a request would have left by now.
  await page.waitForTimeout(800);
  expect(searches).toEqual([]);

  await field.fill(team);
  const option = dialog.getByRole('option').filter({ hasText: team }).first();
  await expect(option).toBeVisible();
  expect(searches.length).toBeGreaterThan(0);

  await field.press('ArrowDown');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`/${match.tournament.sport.key}/[a-z0-9-]+$`));
  await expect(dialog).toBeHidden();
});

test('home is built from the site blocks: banner, live and upcoming matches, top leagues', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.getByText('Every match, live odds, one slip')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Live now' }).getByTestId('match-row').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Upcoming' }).getByTestId('match-row').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Top leagues' }).getByRole('link').first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'My favourites' })).toHaveCount(0);
});

test('the racing page shows a race card with Win and Place prices', async ({ page }) => {
  await page.goto('/racing');
  const card = page.getByTestId('race-card');
  await expect(card).toBeVisible();
  await expect(card.getByRole('columnheader', { name: 'Win' })).toBeVisible();
  await expect(card.getByRole('row').nth(1)).toBeVisible();
});
