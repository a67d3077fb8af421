import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freshPlayer, signInAs } from '../support/fresh-player';

/** The odds format select (with the sports list). */
function oddsFormat(page: Page) {
  return page.getByLabel('Odds format');
}

/**
 * Chooses `type` in the header, once, and waits for the choice to show. Once is enough from the first paint: a
 * choice made before or while the page hydrates is kept and replayed (issue 25, decision 0029).
 */
async function chooseOddsFormat(page: Page, type: string): Promise<void> {
  await oddsFormat(page).selectOption(type);
  await expect(oddsFormat(page)).toHaveValue(type);
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
}

/** Forgets everything this device kept, as another browser would start. */
async function clearDevice(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.reload();
}

test('fractional odds chosen by a player are still fractional after signing out and in again, on a cleared device too', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const player = await freshPlayer(0);
  await signInAs(page, player, '€0.00');
  await expect(oddsFormat(page)).toHaveValue('european');

  const saved = page.waitForRequest(
    (request) => request.url().endsWith('/api/v2/settings') && request.method() === 'POST',
  );
  await chooseOddsFormat(page, 'british');
  expect((await saved).postDataJSON()).toEqual({ odds_type: 'british' });

  await signOut(page);
  await signInAs(page, player, '€0.00');
  await expect(oddsFormat(page)).toHaveValue('british');

  // Not only the device's memory: a device that kept nothing shows the account's choice once signed in.
  await signOut(page);
  await clearDevice(page);
  await expect(oddsFormat(page)).toHaveValue('european');
  await signInAs(page, player, '€0.00');
  await expect(oddsFormat(page)).toHaveValue('british');
  // The first price on offer: a suspended market's button shows no price at all.
  await expect(page.locator('main button[data-outcome-key]:not([disabled])').first()).toHaveText(/\d+\/\d+$/);
});

test("a visitor's odds format is carried into the account when they sign in", async ({ page, browser }) => {
  const player = await freshPlayer(0);
  await page.goto('/');
  await chooseOddsFormat(page, 'american');
  await signInAs(page, player, '€0.00');
  await expect(oddsFormat(page)).toHaveValue('american');

  // The account holds it now: another browser signing in shows it.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const otherPage = await other.newPage();
    await signInAs(otherPage, player, '€0.00');
    await expect(oddsFormat(otherPage)).toHaveValue('american');
  } finally {
    await other.close();
  }
});
