import type { Locator, Page } from '@playwright/test';
import { pickUpcoming } from '../support/betslip';
import { expect, test } from '../support/fixtures';

const SHOTS = '/tmp/shots/a11y-focus';
const PHONE = { width: 375, height: 812 };

/** Whether focus is inside the element (a frame inside it counts: the page's active element is the frame). */
function holdsFocus(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.contains(document.activeElement));
}

/** Whether the element sits in an inert part of the page (found by tag: an inert page is hidden from roles). */
function isInert(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.closest('[inert]') !== null);
}

async function homeReady(page: Page): Promise<void> {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
}

/** Opens the sign-in modal from the header's button by keyboard, as a player without a mouse would. */
async function openSignInFromHeader(page: Page, name = 'Sign in') {
  const opener = page.getByRole('banner').getByRole('button', { name });
  await opener.focus();
  await page.keyboard.press('Enter');
  return { opener, dialog: page.getByRole('dialog', { name }) };
}

test('the sign-in modal opened from the header takes focus, keeps Tab inside, and Escape gives focus back', async ({
  page,
}) => {
  await homeReady(page);
  const { opener, dialog } = await openSignInFromHeader(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  expect(await isInert(page.locator('header').first())).toBe(true);
  expect(await isInert(page.locator('main'))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/sign-in-desktop.png` });

  // Tab and Shift+Tab walk the dialog (the close button, then the form in its frame) and never leave it.
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog), `Tab ${press + 1} left the dialog`).toBe(true);
  }
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await holdsFocus(dialog), `Shift+Tab ${press + 1} left the dialog`).toBe(true);
  }

  // Escape closes it wherever focus is, here nowhere in particular.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await isInert(page.locator('main'))).toBe(false);
});

test('Escape pressed inside the sign-in form (a frame of the platform) closes the modal too', async ({
  page,
}) => {
  await homeReady(page);
  const { opener, dialog } = await openSignInFromHeader(page);
  const email = page.frameLocator('iframe[title="Sign in"]').locator('#email');
  await email.focus();
  await expect(email).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: PHONE });

  test('the bet-slip sheet opens with focus inside, the page behind inert, and gives focus back', async ({
    page,
  }) => {
    await homeReady(page);
    await pickUpcoming(page);
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    // The first selection opens the sheet by itself (SPEC §2.4).
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    const tab = page.getByRole('navigation').getByRole('button', { name: /^Bet slip/ });
    await tab.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await expect(sheet.locator(':focus')).toHaveCount(1);
    expect(await isInert(page.locator('main'))).toBe(true);
    await expect(sheet.getByLabel(/^Stake for/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/slip-sheet-phone.png` });
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press('Tab');
      expect(await holdsFocus(sheet), `Tab ${press + 1} left the sheet`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(tab).toBeFocused();
  });

  test('the sign-in modal fits the phone and takes focus', async ({ page }) => {
    await homeReady(page);
    const { opener, dialog } = await openSignInFromHeader(page);
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/sign-in-phone.png` });
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });
});

test('header menus work by keyboard: arrow keys walk the items, Escape gives focus back, a click outside closes', async ({
  page,
}) => {
  await homeReady(page);
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
  const info = nav.getByRole('button', { name: 'Info' });
  await info.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Info' });
  await expect(menu).toBeVisible();
  await expect(info).toHaveAttribute('aria-expanded', 'true');
  const items = menu.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/info-menu-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(info).toBeFocused();
  await expect(info).toHaveAttribute('aria-expanded', 'false');

  const sports = nav.getByRole('button', { name: 'Sports' });
  await sports.click();
  await expect(page.getByRole('menu', { name: 'Sports' })).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('menu', { name: 'Sports' })).toBeHidden();
});

test('in Arabic the language menu opens by keyboard at its button and the sign-in modal takes focus', async ({
  page,
}) => {
  await page.goto('/ar');
  await page.waitForLoadState('networkidle');
  const language = page.getByRole('banner').getByRole('button', { name: 'اللغة' });
  await language.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/language-menu-ar.png` });
  await page.keyboard.press('Escape');
  await expect(language).toBeFocused();

  const { opener: signIn, dialog } = await openSignInFromHeader(page, 'تسجيل الدخول');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/sign-in-ar.png` });
  await page.keyboard.press('Escape');
  await expect(signIn).toBeFocused();
});
