import type { Page } from '@playwright/test';
import { SEEDED_EUR_BALANCE, headerBalance, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test('a visitor sees the header items of the site for visitors, not those for players, and they navigate', async ({
  page,
}) => {
  await page.goto('/');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Welcome offer' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Live' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(nav.getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  // The sport list opens over the page although the section bar scrolls sideways, and its links navigate.
  await nav.getByRole('button', { name: 'Sports' }).click();
  await page
    .getByRole('menu', { name: 'Sports' })
    .getByRole('menuitem', { name: 'Tennis', exact: true })
    .click();
  await expect(page).toHaveURL(/\/tennis$/);
  await expect(nav.getByRole('button', { name: 'Sports' })).toHaveAttribute('aria-expanded', 'false');

  // An outside address opens in a new tab that cannot reach back.
  await nav.getByRole('button', { name: 'Info' }).click();
  const outside = page
    .getByRole('menu', { name: 'Info' })
    .getByRole('menuitem', { name: /Responsible gambling/ });
  await expect(outside).toHaveAttribute('target', '_blank');
  await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
});

test('a signed-in player sees the player items instead of the visitor ones', async ({ page }) => {
  await signInDemo(page);
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Favorites' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Welcome offer' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/favorites$/);
});

test('sport icons are drawn from the icon sprite served on the site origin', async ({ page }) => {
  await page.goto('/');
  const football = page
    .getByRole('navigation', { name: 'Sports' })
    .getByRole('link', { name: 'Football', exact: true });
  const use = football.locator('svg use');
  await expect(use).toHaveAttribute('href', /^\/icons\.svg\?v=[a-z0-9.-]+#sport-football$/);
  const href = (await use.getAttribute('href'))!;
  const sprite = await page.request.get(href.split('#')[0]!);
  expect(sprite.status()).toBe(200);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(await sprite.text()).toContain('id="sport-football"');
  // NOTE: a `<use>` whose symbol did not resolve draws nothing and has no size.
  await expect.poll(async () => (await use.boundingBox())?.width ?? 0).toBeGreaterThan(0);
});

test.afterEach(async () => {
  await setDemoBalance(SEEDED_EUR_BALANCE);
});

for (const [locale, home, deposit] of [
  ['en', '/', 'Deposit'],
  ['ar', '/ar', 'إيداع'],
] as const) {
  test(`on a 375 px phone in ${locale}, the balance, the deposit button and the account menu fit the screen`, async ({
    page,
  }) => {
    await signInDemo(page);
    // A long balance, so the row is under pressure: €12,345.67.
    await setDemoBalance(1_234_567);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(home);
    const header = page.getByRole('banner');
    await expect(headerBalance(page)).toHaveText(/12.?345\.67/);
    const corner = [
      headerBalance(page),
      header.getByRole('button', { name: deposit }),
      header.getByRole('button', { name: /12.?345\.67/ }),
    ];
    for (const control of corner) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    // Nothing of the header runs past the screen's edge: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBe(0);
  });
}
