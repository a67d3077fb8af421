import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import type { Match } from '@sportsbook/contract';
import { pickOnMatchPage } from '../support/betslip';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { clearOdds, fixOdds, matchName, matchWithHomeOdds } from '../support/match-control';
import type { OutcomeRef } from '../support/match-control';
import { settleMatch, settleOpenBets } from '../support/sandbox-control';

const SHOTS = '/tmp/shots';

/**
 * Signs the demo player in, places a €10 single on the match's home outcome from its page and opens My Bets;
 * answers the slip and the new bet's card.
 */
async function placeTenOnHome(
  page: Page,
  match: Match,
  home: OutcomeRef,
): Promise<{ slip: Locator; bet: Locator }> {
  await signInDemo(page);
  await pickOnMatchPage(page, match, home);
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(/^Stake for/).fill('10');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText('€240.00');
  await slip.getByRole('tab', { name: 'My bets' }).click();
  return { slip, bet: slip.getByTestId('my-bet').filter({ hasText: matchName(match) }) };
}

test('a finished match settles the single as won in My Bets and credits the exact win', async ({ page }) => {
  test.setTimeout(90_000);
  const { match, home } = await matchWithHomeOdds('MyBets win', 2.5);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    const { slip, bet } = await placeTenOnHome(page, match, home);
    await expect(bet.getByTestId('my-bet-status')).toHaveText('Open');
    await expect(bet.getByTestId('my-bet-potential-win')).toHaveText('€25.00');

    await settleMatch(match.id, { home: 2, away: 0 });
    await settleOpenBets();
    // Live, without a reload: bet_changed settles the card, balance_changed credits €10 × 2.50.
    await expect(bet.getByTestId('my-bet-status')).toHaveText('Won');
    await expect(headerBalance(page)).toHaveText('€265.00');

    await slip.getByRole('button', { name: 'Settled' }).click();
    await slip.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Won' }).click();
    await expect(bet).toHaveCount(1);
    await expect(bet.getByTestId('my-bet-status')).toHaveText('Won');
    await expect(bet.getByTestId('my-bet-paid')).toHaveText('€25.00');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/my-bets-settled.png` });
    await slip.getByRole('group', { name: 'Result' }).getByRole('button', { name: 'Lost' }).click();
    await expect(
      slip.getByText('No bets with this result.').or(slip.getByTestId('my-bet')).first(),
    ).toBeVisible();
    await expect(bet).toHaveCount(0);
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
  }
});

test('cashout asks for confirmation, refuses a moved offer with the new one, and credits the offered value', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { match, home } = await matchWithHomeOdds('MyBets cashout', 2.5);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    const { bet } = await placeTenOnHome(page, match, home);
    // Unchanged odds: the stake less the book's 5 % margin.
    await bet.getByRole('button', { name: 'Cash out €9.50' }).click();
    await expect(bet.getByText('Cash out this bet for €9.50?')).toBeVisible();
    await expect(bet.getByRole('button', { name: 'Confirm cash out' })).toBeFocused();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/my-bets-cashout-confirm.png` });

    // The odds fall while the player reads: €10 × 2.50 / 1.50 × 0.95 = €15.83 is the offer now.
    await fixOdds(home, 1.5);
    await bet.getByRole('button', { name: 'Confirm cash out' }).click();
    await expect(bet.getByRole('alert')).not.toBeEmpty();
    const offer = bet.getByRole('button', { name: 'Cash out €15.83' });
    await expect(offer).toBeVisible();
    await expect(headerBalance(page)).toHaveText('€240.00');

    await offer.click();
    await bet.getByRole('button', { name: 'Confirm cash out' }).click();
    await expect(bet.getByText('Cashed out: €15.83 credited.')).toBeVisible();
    await expect(bet.getByTestId('my-bet-status')).toHaveText('Cashed out');
    await expect(headerBalance(page)).toHaveText('€255.83');
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
    await clearOdds(match.id);
  }
});
