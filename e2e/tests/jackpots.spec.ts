import type { JackpotHit } from '@sportsbook/contract';
import { pickOnMatchPage as pick } from '../support/betslip';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { clearOdds, matchWithHomeOdds } from '../support/match-control';
import { patchSite, sandboxControl } from '../support/sandbox-control';

/** €240.00 after a €10.00 stake, plus the hit, written as the header writes it. */
function euros(cents: number): string {
  return `€${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;
}

test('the demo player places a bet, a forced jackpot hit is announced once and credited to the balance', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await patchSite({ feature_flags: { jackpots: true } });
  const { match, home } = await matchWithHomeOdds('Jackpot', 2);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);
    // Home's jackpot banner and the header card show the EUR jackpot's ticker and its published rules.
    const banner = page.getByTestId('jackpot-banner');
    await expect(banner.getByRole('heading', { name: 'Mega Jackpot' })).toBeVisible();
    await expect(banner.getByRole('list', { name: 'Jackpot levels' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('jackpot-card')).toContainText('Mega Jackpot');
    await banner.getByText('How this jackpot works').click();
    await expect(banner.getByText('Every bet of €1.00 or more placed with money takes part.')).toBeVisible();

    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel(/^Stake for/).fill('10');
    await expect(slip.getByTestId('bet-jackpots')).toHaveText(/This bet feeds Mega Jackpot/);
    const [placed] = await Promise.all([
      page.waitForResponse(
        (response) => response.request().method() === 'POST' && /\/bets$/.test(response.url()),
      ),
      slip.getByRole('button', { name: 'Place bet' }).click(),
    ]);
    const betId = ((await placed.json()) as { bets: { id: number }[] }).bets[0]!.id;
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('€240.00');

    const { hit } = await sandboxControl<{ hit: JackpotHit }>('POST', '/jackpots/hits', {
      bet_id: betId,
      level: 'mini',
    });
    expect(hit.status).toBe('paid');
    const alert = page.getByRole('dialog', { name: 'Jackpot hit!' });
    await expect(alert).toBeVisible();
    await expect(alert.getByTestId('jackpot-hit-amount')).toHaveText(euros(hit.amount));
    await expect(alert).toContainText('from the Mini level of Mega Jackpot');
    await expect(headerBalance(page)).toHaveText(euros(24_000 + hit.amount));
    await alert.getByRole('button', { name: 'Collect' }).click();
    await expect(alert).toBeHidden();

    // Marked seen: after a reload the hit is not shown again (SPEC §4); home's recent wins list it.
    await page.reload();
    await expect(headerBalance(page)).toHaveText(euros(24_000 + hit.amount));
    await page.waitForTimeout(2_500);
    await expect(page.getByRole('dialog', { name: 'Jackpot hit!' })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('jackpot-banner').getByTestId('recent-hits')).toContainText(
      euros(hit.amount),
    );
    await page.waitForTimeout(1_500);
    await expect(page.getByRole('dialog', { name: 'Jackpot hit!' })).toHaveCount(0);
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
    await clearOdds(match.id);
  }
});

test('with the jackpots flag off nothing of the jackpots renders or is asked for', async ({ page }) => {
  test.setTimeout(60_000);
  const { match, home } = await matchWithHomeOdds('No jackpot', 2);
  const jackpotCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/jackpot/.test(new URL(request.url()).pathname)) jackpotCalls.push(request.url());
  });
  try {
    await signInDemo(page);
    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel(/^Stake for/).fill('10');
    await expect(slip.getByTestId('potential-win')).toHaveText('€20.00');
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('jackpot-card')).toHaveCount(0);
    await expect(page.getByTestId('bet-jackpots')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('jackpot-banner')).toHaveCount(0);
    expect(jackpotCalls).toEqual([]);
  } finally {
    await clearOdds(match.id);
  }
});
