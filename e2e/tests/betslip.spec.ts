import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { systemUrls } from '../support/system';

const DEMO = { email: 'demo@sandbox.test', password: 'demo-pass-1' };
const SEEDED_EUR_BALANCE = 25000;
const SHOTS = '/tmp/shots';

async function setBalance(balance: number): Promise<void> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox/platform/balance`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, currency: 'EUR', balance }),
  });
  if (!response.ok) throw new Error(`balance: ${response.status} ${await response.text()}`);
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/#signIn');
  const form = page.frameLocator('iframe[title="Sign in"]');
  await form.locator('#email').fill(DEMO.email);
  await form.locator('#password').fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
  const consent = page.getByRole('button', { name: 'Accept' });
  if (await consent.isVisible()) await consent.click();
}

test('the demo player adds a selection, keeps it over a reload and places it once', async ({ page }) => {
  await setBalance(SEEDED_EUR_BALANCE);
  try {
    await signIn(page);
    const upcoming = page.getByRole('main').getByRole('region', { name: 'Upcoming' });
    const odds = upcoming.locator('button[aria-pressed="false"]:not([disabled])').first();
    const key = await odds.getAttribute('data-outcome-key');
    await odds.click();
    const button = page.locator(`[data-outcome-key="${key}"]`).first();
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    const slip = page.getByTestId('betslip');
    await slip.getByLabel('When odds change').selectOption('any');
    await slip.getByLabel(/^Stake for/).fill('10');
    await expect(slip.getByTestId('total-stake')).toHaveText('€10.00');
    await expect(slip.getByTestId('potential-win')).not.toHaveText('€0.00');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/betslip-desktop.png` });

    await page.reload();
    await expect(slip.getByLabel(/^Stake for/)).toHaveValue('10.00');
    await expect(page.locator(`[data-outcome-key="${key}"]`).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('header-balance')).toHaveText('€250.00');

    // The open bets before placing, to prove a double click places one bet (the tab is left again on the slip).
    await slip.getByRole('tab', { name: 'My bets' }).click();
    const myBets = slip.getByTestId('my-bet');
    await expect(myBets.first().or(slip.getByText('You have no open bets.'))).toBeVisible();
    const before = await myBets.count();
    await slip.getByRole('tab', { name: /^Bet slip/ }).click();

    await slip.getByRole('button', { name: 'Place bet' }).dblclick();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(slip.getByTestId('placed-bet')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/betslip-desktop-placed.png` });
    await expect(page.getByTestId('header-balance')).toHaveText('€240.00');

    await slip.getByRole('tab', { name: 'My bets' }).click();
    await expect(myBets).toHaveCount(before + 1);
  } finally {
    await setBalance(SEEDED_EUR_BALANCE);
  }
});

test('a visitor who presses Place is asked to sign in and keeps the slip', async ({ page }) => {
  await page.goto('/');
  const upcoming = page.getByRole('main').getByRole('region', { name: 'Upcoming' });
  await upcoming.locator('button[aria-pressed="false"]:not([disabled])').first().click();
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(/^Stake for/).fill('5');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(slip.getByLabel(/^Stake for/)).toHaveValue('5');
});

test('odds moved by the control API while the slip is open need the player to accept them', async ({
  page,
}) => {
  await page.goto('/');
  const upcoming = page.getByRole('main').getByRole('region', { name: 'Upcoming' });
  const odds = upcoming.locator('button[aria-pressed="false"]:not([disabled])').first();
  const key = (await odds.getAttribute('data-outcome-key')) ?? '';
  const [matchId, marketId, outcomeId, specifier] = key.split('|');
  await odds.click();
  const slip = page.getByTestId('betslip');
  const shown = Number(await slip.getByTestId('slip-odds').innerText());
  const control = `${systemUrls().sportsbookUrl}/__sandbox/matches/${matchId}/odds`;
  try {
    const response = await fetch(control, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        market_id: Number(marketId),
        specifier: decodeURIComponent(specifier ?? ''),
        outcome_id: Number(outcomeId),
        odds: Math.round((shown + 0.77) * 100) / 100,
      }),
    });
    expect(response.ok).toBe(true);
    // Mode none (the default): any move waits for consent before Place comes back.
    await expect(slip.getByText(/The odds have changed/)).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Place bet' })).toHaveCount(0);
    await expect(slip.getByTestId('slip-odds')).toHaveAttribute('data-direction', 'up');
    await slip.getByRole('button', { name: 'Accept odds changes' }).click();
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeVisible();
  } finally {
    await fetch(control, { method: 'DELETE' });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the slip opens as a sheet on the first selection and again from the tab bar with its count', async ({
    page,
  }) => {
    await page.goto('/');
    // The cookie notice sits over the tab bar until accepted.
    await page.getByRole('button', { name: 'Accept' }).click();
    const upcoming = page.getByRole('main').getByRole('region', { name: 'Upcoming' });
    await upcoming.locator('button[aria-pressed="false"]:not([disabled])').first().click();
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel(/^Stake for/)).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/betslip-phone-sheet.png` });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    const tab = page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', {
      name: 'Bet slip, 1 selection',
    });
    await tab.click();
    await expect(sheet).toBeVisible();
  });
});
