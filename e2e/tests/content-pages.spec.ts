import type { Page } from '@playwright/test';
import { signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';

/** What the former placeholder said on every page that was not built yet. */
const PLACEHOLDER = /being built/i;

async function expectNoPlaceholder(page: Page): Promise<void> {
  expect(await page.locator('body').innerText()).not.toMatch(PLACEHOLDER);
}

test('the general rules come from the site configuration, with a table of contents that leads to each rule', async ({
  page,
}) => {
  await page.goto('/general-rules');
  await expect(page).toHaveTitle(/^General rules · /);
  const article = page.getByRole('article', { name: 'General rules' });
  await expect(article).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const entries = contents.getByRole('link');
  await expect(entries).toHaveCount(7);
  await expect(entries.nth(3)).toHaveText('Settlement');

  await entries.nth(3).click();
  await expect(page).toHaveURL(/\/general-rules#settlement$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Settlement' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Settlement' })).toContainText('official result');
  // The operator's own link in the rich text, sanitized on the server, still leads to the limits page.
  await expect(article.getByRole('link', { name: 'My limits' })).toHaveAttribute('href', '/limits');
  await expectNoPlaceholder(page);
});

test('the About page speaks Arabic on an Arabic page, right to left, its links in Arabic too', async ({
  page,
}) => {
  await page.goto('/ar/about');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const article = page.getByRole('article', { name: 'من نحن' });
  await expect(article).toBeVisible();
  await expect(article).not.toHaveAttribute('lang', /.+/);
  await expect(article.getByRole('heading', { level: 2, name: 'ما نقدمه' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'حدودي' })).toHaveAttribute('href', '/ar/limits');
  // About has no table of contents: four short sections.
  await expect(page.getByRole('navigation', { name: 'المحتويات' })).toHaveCount(0);
  await expectNoPlaceholder(page);
});

test('the footer shows the operator links, contacts, mirrors, license with its seal and the app version', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const links = footer.getByRole('navigation', { name: 'Site links' });
  await expect(links.getByRole('link', { name: 'General rules' })).toHaveAttribute('href', '/general-rules');
  await expect(links.getByRole('link', { name: 'Responsible gambling' })).toHaveAttribute('href', '/limits');
  await expect(links.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(links.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
    'href',
    '/terms-and-conditions',
  );
  await expect(footer.getByRole('link', { name: 'support@sandbox.example' })).toHaveAttribute(
    'href',
    'mailto:support@sandbox.example',
  );
  await expect(footer.getByRole('link', { name: 'sportsbook-mirror-1.sandbox.example' })).toBeVisible();
  const seal = footer.getByRole('link', { name: /^Sandbox Gaming Authority/ });
  await expect(seal).toHaveAttribute('href', 'https://sandbox.example/licence/SGA-DEMO-001');
  // The seal's image loaded (a broken image has no natural width).
  expect(await seal.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(footer).toContainText('licensed by the Sandbox Gaming Authority');
  await expect(footer.getByText('Version 1.0.0')).toBeVisible();

  await links.getByRole('link', { name: 'General rules' }).click();
  await expect(page.getByRole('article', { name: 'General rules' })).toBeVisible();
});

test('the footer is in the page language on an Arabic page, and stays clear of the phone tab bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ar');
  const footer = page.getByRole('contentinfo');
  await footer.getByText('الإصدار 1.0.0').scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'القواعد العامة' })).toHaveAttribute(
    'href',
    '/ar/general-rules',
  );
  await expect(footer).toContainText('+18 العب بمسؤولية.');
  // Scrolled to the end, the version line is above the fixed tab bar, not under it.
  await page.mouse.wheel(0, 10_000);
  const version = await footer.getByText('الإصدار 1.0.0').boundingBox();
  const tabBar = await page.getByRole('navigation', { name: 'تنقل سريع' }).boundingBox();
  expect(version && tabBar && version.y + version.height).toBeLessThanOrEqual(tabBar?.y ?? 0);
});

test('the language menu shows each language with its icon from the configured CDN path', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Language EN', exact: true }).click();
  const german = page.getByRole('menuitem', { name: 'Deutsch' });
  const icon = german.locator('img');
  await expect(icon).toHaveAttribute('src', '/flags/de.svg');
  await expect
    .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('menuitem', { name: 'Français (Canada)' }).locator('img')).toHaveAttribute(
    'src',
    '/flags/fr.svg',
  );
});

test('/init-sportsbook prepares a visitor and goes on to the page the host asked for', async ({ page }) => {
  await page.goto('/init-sportsbook?return_to=%2Flive');
  await expect(page).toHaveURL(/\/live$/);
  await expect(page).toHaveTitle(/^Live · /);
});

test('/init-sportsbook prepares the signed-in player’s session and keeps the frame’s language', async ({
  page,
}) => {
  await signInDemo(page);
  await page.goto('/de/init-sportsbook?return_to=%2Ffavorites');
  await expect(page).toHaveURL(/\/de\/favorites$/);
  await expect(page.getByTestId('header-balance')).toHaveText(/250,00/);
});

test('/init-sportsbook never follows an address on another origin', async ({ page }) => {
  await page.goto('/init-sportsbook?return_to=%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
});

test('/_app, the application wrapper, shows no content of its own: it leads home', async ({ page }) => {
  await page.goto('/de/_app');
  await expect(page).toHaveURL(/\/de$/);
  await expectNoPlaceholder(page);
});
