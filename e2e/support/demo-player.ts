import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { acceptCookies } from './consent';
import { sportsbookBearer } from './fresh-player';
import { sandboxControl } from './sandbox-control';
import { systemUrls } from './system';

/** The sandbox's demo player. */
export const DEMO = { email: 'demo@sandbox.test', password: 'demo-pass-1' };

/** The demo player's EUR balance on a fresh sandbox, in cents. */
export const SEEDED_EUR_BALANCE = 25000;

/** Sets the demo player's EUR balance (cents) through the control API. */
export async function setDemoBalance(balance: number): Promise<void> {
  await sandboxControl('PUT', '/platform/balance', { email: DEMO.email, currency: 'EUR', balance });
}

/** Signs the demo player in from the home page (balance €250.00 expected) and accepts the cookie notice. */
export async function signInDemo(page: Page): Promise<void> {
  await page.goto('/#signIn');
  const form = page.frameLocator('iframe[title="Sign in"]');
  await form.locator('#email').fill(DEMO.email);
  await form.locator('#password').fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
  await acceptCookies(page);
}

/** The header's balance of the signed-in player, as it is written (`€250.00`). */
export function headerBalance(page: Page): Locator {
  return page.getByTestId('header-balance');
}

/**
 * Sets the signed-in player's odds-change acceptance where it lives (decision 0027): in their settings
 * (`POST /settings`, as the slip's select does) and on the device, so the next page applies it at sign-in.
 */
export async function saveAcceptMode(page: Page, mode: 'none' | 'higher' | 'any'): Promise<void> {
  const token = await sportsbookBearer(page);
  const saved = await page.request.post(`${systemUrls().sportsbookUrl}/api/v2/settings`, {
    headers: { app: 'sportsbook', authorization: `Bearer ${token}` },
    data: { auto_accept_odds_change: mode },
  });
  expect(saved.ok()).toBe(true);
  await page.evaluate((value) => localStorage.setItem('sportsbook_odds_accept_mode', value), mode);
}
