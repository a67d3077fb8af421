import { pickUpcoming } from '../support/betslip';
import { SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { patchSite } from '../support/sandbox-control';

test('the slip hides the potential win when the site says so (show_potential_win)', async ({ page }) => {
  await page.goto('/');
  await pickUpcoming(page);
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(/^Stake for/).fill('4');
  await expect(slip.getByTestId('potential-win')).toBeVisible();
  await expect(slip.getByTestId('total-potential-win')).toBeVisible();

  await patchSite({ config: { show_potential_win: false } });
  await page.reload();
  // The stake field writes the kept stake in the currency's form after a reload.
  await expect(slip.getByLabel(/^Stake for/)).toHaveValue(/^4(\.00)?$/);
  await expect(slip.getByTestId('total-stake')).toHaveText('€4.00');
  await expect(slip.getByTestId('potential-win')).toHaveCount(0);
  await expect(slip.getByTestId('total-potential-win')).toHaveCount(0);
});

test('"Remove all" asks first: Cancel keeps the selections, confirming empties the slip', async ({
  page,
}) => {
  await page.goto('/');
  await pickUpcoming(page);
  const slip = page.getByTestId('betslip');
  const removeAll = slip.getByRole('button', { name: 'Remove all' });
  await removeAll.click();
  const dialog = page.getByRole('dialog', { name: 'Remove all selections?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(removeAll).toBeFocused();
  await expect(slip.getByLabel(/^Stake for/)).toBeVisible();

  await removeAll.click();
  await dialog.getByRole('button', { name: 'Remove all' }).click();
  await expect(slip.getByLabel(/^Stake for/)).toHaveCount(0);
});

test('"Max" sets the stake to the most the sandbox accepts for the bet, within the balance', async ({
  page,
}) => {
  await setDemoBalance(SEEDED_EUR_BALANCE);
  await signInDemo(page);
  await pickUpcoming(page);
  const slip = page.getByTestId('betslip');
  const stake = slip.getByLabel(/^Stake for/);
  await slip.getByRole('button', { name: /^Stake the most the site accepts for/ }).click();
  await expect(stake).not.toHaveValue('');
  const value = Number((await stake.inputValue()).replace(',', '.'));
  expect(value).toBeGreaterThan(0);
  expect(value).toBeLessThanOrEqual(SEEDED_EUR_BALANCE / 100);
});
