import type { Locator, Page } from '@playwright/test';
import { pickUpcoming } from '../support/betslip';
import { acceptCookies } from '../support/consent';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';

/** Picks odds on two different matches of the home page's Upcoming list; answers their outcome keys. */
async function pickTwoMatches(page: Page): Promise<string[]> {
  const first = await pickUpcoming(page);
  const matchOf = (key: string) => key.split('|')[0];
  const second = await pickUpcoming(page, (key) => matchOf(key) === matchOf(first));
  return [first, second];
}

test('a shared slip opens from its link in a fresh browser with both selections on the bet slip tab', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  const keys = await pickTwoMatches(page);
  expect(keys).toHaveLength(2);
  const slip = page.getByTestId('betslip');
  await expect(slip.getByTestId('slip-odds')).toHaveCount(2);
  // Two singles or a combo, as the provider's multi-single rule makes it: every bet gets a stake of 4.
  const stakes = slip.getByLabel(/^Stake for/);
  const bets = await stakes.count();
  for (let i = 0; i < bets; i += 1) await stakes.nth(i).fill('4');
  const type = (await slip.getByRole('radio', { checked: true }).innerText()).trim();

  await slip.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share your bet' });
  const code = await dialog.getByTestId('share-code').inputValue();
  expect(code).toMatch(/^[A-Z0-9]{6,12}$/);
  const link = await dialog.getByTestId('share-link').inputValue();
  expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/(en)?\\?betcode=${code}$`));
  await dialog.getByRole('button', { name: 'Copy Link' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/Copied to the clipboard|Copying is blocked here/)).toBeVisible();

  const fresh = await browser.newContext({ baseURL });
  try {
    const other = await fresh.newPage();
    await other.goto(link);
    const restored = other.getByTestId('betslip');
    await expect(restored.getByTestId('slip-odds')).toHaveCount(2);
    await expect(restored.getByRole('tab', { name: /^Bet slip/ })).toHaveAttribute('aria-selected', 'true');
    await expect(restored.getByRole('radio', { name: type })).toHaveAttribute('aria-checked', 'true');
    const restoredStakes = restored.getByLabel(/^Stake for/);
    await expect(restoredStakes).toHaveCount(bets);
    for (let i = 0; i < bets; i += 1) await expect(restoredStakes.nth(i)).toHaveValue('4.00');
    for (const key of keys)
      await expect(other.locator(`[data-outcome-key="${key}"]`).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await expect(other).not.toHaveURL(/betcode/);
    await other.screenshot({ path: '/tmp/shots/share-restored.png' });
  } finally {
    await fresh.close();
  }
});

test('an unknown share code says the link was not found and leaves the address clean', async ({ page }) => {
  await page.goto('/?betcode=NOPE2345');
  await expect(page.getByRole('dialog', { name: 'Shared bet' }).getByRole('alert')).toHaveText(
    'This bet link was not found. It may have expired.',
  );
  await expect(page).not.toHaveURL(/betcode/);
});

async function firstEnabled(group: Locator): Promise<Locator> {
  const button = group.locator('button:not([disabled])').first();
  await expect(button).toBeVisible();
  return button;
}

test('the demo player builds a custom bet on a match page and places it with its custom odds', async ({
  page,
}) => {
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);

    const upcoming = page.getByRole('main').getByRole('region', { name: 'Upcoming' });
    await upcoming.getByTestId('match-row').first().getByRole('link').first().click();
    await page.getByRole('tab', { name: 'Bet builder' }).click();
    const builder = page.getByRole('region', { name: 'Bet builder' });
    await expect(builder).toBeVisible();
    const groups = builder.getByRole('group');
    await (await firstEnabled(groups.nth(0))).click();
    await (await firstEnabled(groups.nth(1))).click();
    const quoted = builder.getByTestId('bet-builder-odds');
    await expect(quoted).toHaveText(/^Odds \d+\.\d{2}$/);
    await builder.screenshot({ path: '/tmp/shots/bet-builder.png' });
    await builder.getByRole('button', { name: 'Add to bet slip' }).click();

    const slip = page.getByTestId('betslip');
    await expect(slip.getByRole('radio', { name: 'Custom' })).toHaveAttribute('aria-checked', 'true');
    await expect(slip.getByTestId('slip-odds')).toHaveCount(2);
    await slip.getByLabel(/^Stake for/).fill('2');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('€248.00');
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
  }
});
