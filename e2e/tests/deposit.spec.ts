import { expect, test } from '../support/fixtures';
import { freshPlayer, signInAs } from '../support/fresh-player';
import { patchSite, sandboxControl } from '../support/sandbox-control';

// Deposits (issue 18): the quick deposit through the real sandbox payment provider, the header balance rising
// through balance_changed, and a deposit waiting for the bank that the control API settles later. The default
// site has `quick_deposit` on, so these run on the product as shipped; only the details it asks for are set.
test.beforeEach(async () => {
  await patchSite({
    config: { deposit: { required_fields: ['birth_date', 'country'], blocked_country_codes: [] } },
  });
});

test.afterEach(async () => {
  await sandboxControl('DELETE', '/site');
});

test('a quick deposit asks for the missing details first, succeeds and the header balance rises', async ({
  page,
}) => {
  const player = await freshPlayer(1_000);
  await signInAs(page, player, '€10.00');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await dialog.getByLabel('Date of birth').fill('1990-04-01');
  await dialog.getByLabel('Country (two letters, e.g. DE)').fill('si');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await dialog.getByRole('button', { name: '€50.00' }).click();
  await dialog.getByRole('button', { name: 'Deposit €50.00' }).click();
  await expect(page.getByText('Your deposit was credited.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // 10.00 + 50.00
  await expect(page.getByTestId('header-balance')).toHaveText('€60.00');
});

test('a deposit waiting for the bank settles later and shows its toast', async ({ page }) => {
  const player = await freshPlayer(1_000);
  await sandboxControl('PUT', '/payments/tester', { email: player.email, tester: true });
  await signInAs(page, player, '€10.00');
  await page.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await dialog.getByLabel('Date of birth').fill('1990-04-01');
  await dialog.getByLabel('Country (two letters, e.g. DE)').fill('DE');
  await dialog.getByRole('button', { name: 'Save and continue' }).click();
  await dialog.getByRole('radio', { name: /3220/ }).check();
  await dialog.getByRole('button', { name: 'Deposit €10.00' }).click();
  await expect(
    page.getByText('Your deposit is waiting for the bank. We will let you know when it is credited.'),
  ).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('€10.00');
  await sandboxControl('POST', '/payments/settle', { email: player.email, outcome: 'success' });
  await expect(page.getByText('Your deposit was credited.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('€20.00');
});
