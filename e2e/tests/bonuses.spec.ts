import { pickOnMatchPage as pick } from '../support/betslip';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { freshPlayer, signInAs } from '../support/fresh-player';
import { clearOdds, matchWithHomeOdds } from '../support/match-control';
import { settleMatch, settleOpenBets } from '../support/sandbox-control';

test('the demo player places a 4-leg combo with the seeded comboboost and sees the boosted win', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const legs = [];
  for (const label of ['Boost A', 'Boost B', 'Boost C', 'Boost D'])
    legs.push(await matchWithHomeOdds(label, 2));
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);
    const slip = page.getByTestId('betslip');
    for (const { match, home } of legs) await pick(page, match, home);
    await slip.getByRole('radio', { name: 'Combo' }).click();
    await slip.getByLabel('Stake for Combo of 4').fill('10');
    // The default choice (SPEC §4: hunting, tournament, comboboost) picks the boost: 3-4 legs, ×1.05.
    const boost = slip.getByRole('radio', { name: /Acca boost/ });
    await expect(boost).toBeChecked();
    const bonuses = slip.getByTestId('bet-bonuses');
    await expect(bonuses.getByText('Qualifies')).toHaveCount(4);
    // €10 × 2.00⁴ = €160.00; × 1.05 = €168.00
    await expect(slip.getByTestId('potential-win')).toHaveText('€168.00');
    await expect(slip.getByTestId('boosted-odds')).toHaveText('Boosted odds 16.80');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(slip.getByTestId('placed-bet').getByTestId('bet-bonus')).toHaveText('Boost ×1.05');
    await expect(headerBalance(page)).toHaveText('€240.00');
    await slip.getByRole('button', { name: 'Done' }).click();
    await slip.getByRole('tab', { name: 'My bets' }).click();
    const card = slip.getByTestId('my-bet').filter({ hasText: legs[0]!.match.competitors.home.name });
    await expect(card.getByTestId('bet-bonus')).toHaveText('Boost ×1.05');
    await expect(card.getByTestId('my-bet-potential-win')).toHaveText('€168.00');
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
    for (const { match } of legs) await clearOdds(match.id);
  }
});

test('a freebet bet leaves the balance unchanged, and a won only_win freebet credits the profit only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { match, home } = await matchWithHomeOdds('Freebet', 2.5);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);
    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    // The seeded profit freebet (freebet_only_win, €10): choosing it puts its stake on the bet (SPEC §4).
    const freebet = slip.getByRole('radio', { name: /Profit freebet/ }).first();
    // NOTE: a click, then the state: the radio shows the choice in the slip's render after the click (see below).
    await freebet.click();
    await expect(freebet).toBeChecked();
    await expect(slip.getByLabel(/^Stake for/)).toHaveValue('10.00');
    // only_win pays the winnings without the stake: €10 × 2.50 − €10 = €15.00
    await expect(slip.getByTestId('potential-win')).toHaveText('€15.00');
    // The totals agree with the card, and the freebet's stake is not the player's money.
    await expect(slip.getByTestId('total-potential-win')).toHaveText('€15.00');
    await expect(slip.getByTestId('total-stake')).toHaveText('€0.00');
    await expect(slip.getByTestId('total-freebet-stake')).toHaveText('€10.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(slip.getByTestId('placed-bet').getByTestId('bet-bonus')).toHaveText('Freebet');
    await expect(headerBalance(page)).toHaveText('€250.00');
    await slip.getByRole('button', { name: 'Done' }).click();
    await slip.getByRole('tab', { name: 'My bets' }).click();
    const card = slip.getByTestId('my-bet').filter({ hasText: match.competitors.home.name });
    // My Bets promises what the only_win freebet pays, not the €25.00 return
    await expect(card.getByTestId('my-bet-potential-win')).toHaveText('€15.00');

    await settleMatch(match.id, { home: 1, away: 0 });
    await settleOpenBets();
    await expect(headerBalance(page)).toHaveText('€265.00');
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
    await clearOdds(match.id);
  }
});

test('a promo code issues a freebet that then appears on the slip; a used or unknown code is refused', async ({
  page,
}) => {
  const player = await freshPlayer(10_000);
  const { match, home } = await matchWithHomeOdds('Promo', 2);
  try {
    await signInAs(page, player, '€100.00');
    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    await expect(slip.getByRole('radio', { name: /Promo freebet/ })).toHaveCount(0);
    const code = slip.getByRole('textbox', { name: 'Promo code' });
    await code.fill('NOSUCHCODE');
    await slip.getByRole('button', { name: 'Redeem' }).click();
    await expect(slip.getByText('This promo code does not exist.')).toBeVisible();
    await expect(code).toHaveValue('NOSUCHCODE');
    await code.fill('FREEBET5');
    await slip.getByRole('button', { name: 'Redeem' }).click();
    await expect(slip.getByText('Freebet added. It shows on the bets it fits.')).toBeVisible();
    const promo = slip.getByRole('radio', { name: /Promo freebet/ });
    await expect(promo).toBeEnabled();
    // NOTE: a click, then the state: the slip draws the ticket one render behind a change (DeferredTicket), so the
    // radio shows the choice in the render after the click, and `check()` reads the state at once.
    await promo.click();
    await expect(promo).toBeChecked();
    await expect(slip.getByLabel(/^Stake for/)).toHaveValue('5.00');
    await slip.getByRole('button', { name: 'Redeem' }).click();
    await expect(slip.getByText('You have already redeemed this promo code.')).toBeVisible();
  } finally {
    await clearOdds(match.id);
  }
});

test('an offer that does not fit says which selection and why', async ({ page }) => {
  const player = await freshPlayer(10_000);
  const low = await matchWithHomeOdds('Short', 1.2);
  const others = [await matchWithHomeOdds('Long A', 2), await matchWithHomeOdds('Long B', 2)];
  try {
    await signInAs(page, player, '€100.00');
    for (const { match, home } of [low, ...others]) await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByRole('radio', { name: 'Combo' }).click();
    const boost = slip.getByRole('radio', { name: /Acca boost/ });
    await expect(boost).toBeDisabled();
    await expect(slip.getByTestId('bonus-comboboost')).toContainText('odds under the minimum');
    await expect(slip.getByTestId('bet-bonuses').getByText('Qualifies')).toHaveCount(2);
    await expect(slip.getByText('Does not qualify: odds under the minimum')).toHaveCount(1);
  } finally {
    for (const { match } of [low, ...others]) await clearOdds(match.id);
  }
});
