import { mkdirSync } from 'node:fs';
import { openBetsCount, pickUpcoming } from '../support/betslip';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { clearOdds, fixOdds, parseOutcomeKey, untilSeen } from '../support/match-control';

const SHOTS = '/tmp/shots';

test('the demo player adds a selection, keeps it over a reload and places it once', async ({ page }) => {
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);
    const key = await pickUpcoming(page);

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
    await expect(headerBalance(page)).toHaveText('€250.00');

    // The open bets before placing, to prove a double click places one bet.
    const before = await openBetsCount(slip);

    await slip.getByRole('button', { name: 'Place bet' }).dblclick();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(slip.getByTestId('placed-bet')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/betslip-desktop-placed.png` });
    await expect(headerBalance(page)).toHaveText('€240.00');

    await slip.getByRole('tab', { name: 'My bets' }).click();
    await expect(slip.getByTestId('my-bet')).toHaveCount(before + 1);
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
  }
});

test('a visitor who presses Place is asked to sign in and keeps the slip', async ({ page }) => {
  await page.goto('/');
  await pickUpcoming(page);
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
  const ref = parseOutcomeKey(await pickUpcoming(page));
  const slip = page.getByTestId('betslip');
  const shown = Number(await slip.getByTestId('slip-odds').innerText());
  try {
    // Mode none (the default): any move waits for consent before Place comes back.
    await untilSeen(
      () => fixOdds(ref, Math.round((shown + 0.77) * 100) / 100),
      () => expect(slip.getByText(/The odds have changed/)).toBeVisible({ timeout: 1_500 }),
    );
    await expect(slip.getByRole('button', { name: 'Place bet' })).toHaveCount(0);
    await expect(slip.getByTestId('slip-odds')).toHaveAttribute('data-direction', 'up');
    await slip.getByRole('button', { name: 'Accept odds changes' }).click();
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeVisible();
  } finally {
    await clearOdds(ref.matchId);
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
    await pickUpcoming(page);
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel(/^Stake for/)).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/betslip-phone-sheet.png` });
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    // Named by what it shows (label in name), the count's meaning in its description.
    const tab = page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', {
      name: 'Bet slip 1',
      exact: true,
    });
    await expect(tab).toHaveAccessibleDescription('Bet slip, 1 selection');
    await tab.click();
    await expect(sheet).toBeVisible();
  });
});
