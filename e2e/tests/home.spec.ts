import { expect, test } from '../support/fixtures';
import { systemUrls } from '../support/system';

test('home lists the sports of the sandbox catalogue', async ({ page }) => {
  const response = await fetch(`${systemUrls().sportsbookUrl}/api/v2/sports`);
  const { data: sports } = (await response.json()) as { data: { name: string; key: string }[] };
  expect(sports.length).toBeGreaterThan(10);

  await page.goto('/');
  const sportsNav = page.getByRole('navigation', { name: 'Sports' });
  for (const sport of sports) {
    await expect(sportsNav.getByRole('link', { name: sport.name, exact: true })).toHaveAttribute(
      'href',
      `/${sport.key}`,
    );
  }
});
