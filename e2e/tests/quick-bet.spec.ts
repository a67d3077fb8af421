import { mkdirSync } from 'node:fs';
import { mainMarketButton, tapOn } from '../support/betslip';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { clearOdds, matchPath, matchWithHomeOdds, startMatch } from '../support/match-control';

const SHOTS = '/tmp/shots';
// The home win of the match is fixed at these odds, so the price checked at placement is the one tapped.
const HOME_ODDS = 2.5;

test('the demo player turns quick bet on and places a live bet with one tap', async ({ page }) => {
  await setDemoBalance(SEEDED_EUR_BALANCE);
  // A live match that only the control API moves.
  const { match, home: homeRef } = await matchWithHomeOdds('Quick bet', HOME_ODDS);
  await startMatch(match.id);
  try {
    await signInDemo(page);
    await page.goto(matchPath(match));

    const slip = page.getByTestId('betslip');
    const toggle = slip.getByRole('switch', { name: 'Quick bet' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await tapOn(toggle, 'aria-checked');
    await slip.getByLabel('Quick-bet stake').fill('2');
    await slip.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(slip.getByText('One tap on live odds places €2.00.')).toBeVisible();

    const home = mainMarketButton(page, homeRef);
    await expect(home).toBeEnabled();
    await home.click();

    const status = page.getByTestId('quick-bet-status');
    await expect(status).toContainText('Quick bet placed');
    const ref = ((await status.textContent()) ?? '').match(/Ref\. ([\w-]+)/)?.[1];
    expect(ref).toBeTruthy();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/quick-bet-placed.png` });
    // The slip is left as it was: a quick bet goes straight to the server.
    await expect(home).toHaveAttribute('aria-pressed', 'false');
    await expect(headerBalance(page)).toHaveText('€248.00');

    await slip.getByRole('tab', { name: 'My bets' }).click();
    // The card is named after the bet's reference, whatever words surround it.
    await expect(slip.getByTestId('my-bet').and(page.locator(`[aria-label*="${ref}"]`))).toBeVisible();
  } finally {
    await clearOdds(match.id);
    await setDemoBalance(SEEDED_EUR_BALANCE);
  }
});
