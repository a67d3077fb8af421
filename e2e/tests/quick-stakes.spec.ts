import { pickUpcoming } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import { freshPlayer, playerLedger, signInAs } from '../support/fresh-player';

test('a quick stake the player adds is offered in the slip, places its amount and is still there after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = await freshPlayer(10_000);
  await signInAs(page, player, '€100.00');
  await pickUpcoming(page);
  const slip = page.getByTestId('betslip');

  await slip.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(slip.getByLabel('Amount 1')).toBeFocused();
  const third = slip.getByLabel('Amount 3');
  // Below the book's minimum (€0.10) is refused at its field, and nothing is sent.
  await third.fill('0.05');
  await slip.getByRole('button', { name: 'Save' }).click();
  await expect(slip.getByText('The smallest stake is €0.10.')).toBeVisible();
  await expect(third).toBeFocused();

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v2/settings') && response.request().method() === 'POST',
  );
  await third.fill('7');
  await slip.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // The sandbox's default quick stakes are €5, €10, €25 and €50: the third becomes €7 (700 cents).
  expect(answer.request().postDataJSON()).toEqual({ stakes: [500, 1000, 700, 5000] });
  await expect(slip.getByRole('status').filter({ hasText: 'Quick stakes saved.' })).toBeVisible();
  await expect(slip.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

  await slip.getByRole('button', { name: '€7.00', exact: true }).click();
  await expect(slip.getByTestId('total-stake')).toHaveText('€7.00');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  const { bets } = await playerLedger(page);
  expect(bets.map((bet) => bet.stake.value)).toEqual([700]);

  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('€93.00');
  await pickUpcoming(page);
  await expect(slip.getByRole('button', { name: '€7.00', exact: true })).toBeVisible();
  await expect(slip.getByRole('button', { name: '€25.00', exact: true })).toHaveCount(0);
});
