import { expect, test } from '../support/fixtures';
import { systemUrls } from '../support/system';

test('home lists the sports of the sandbox catalogue', async ({ page }) => {
  const response = await fetch(`${systemUrls().sportsbookUrl}/api/v2/sports`);
  const { data: sports } = (await response.json()) as { data: { name: string; key: string }[] };
  expect(sports.length).toBeGreaterThan(10);

  // Racing and lotteries have their own sections (SPEC §2.1); every other sport its `/{key}` page.
  const sections: Record<string, string> = { 'horse-racing': '/racing', lotteries: '/lotteries' };
  await page.goto('/');
  const sportsNav = page.getByRole('navigation', { name: 'Sports' });
  for (const sport of sports) {
    await expect(sportsNav.getByRole('link', { name: sport.name, exact: true })).toHaveAttribute(
      'href',
      sections[sport.key] ?? `/${sport.key}`,
    );
  }
});
