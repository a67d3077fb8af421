import { mainMarketButton } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import { holdHydration } from '../support/hydration';
import { clearOdds, matchPath, matchWithHomeOdds } from '../support/match-control';

// Issue 25, interactive from the first paint: a tap between first paint and hydration takes effect, once.
test('an odds button, the quick-bet switch and the odds format tapped before hydration each take effect once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Not started: a tap on its odds goes to the slip whether quick bet is on or not.
  const { match, home } = await matchWithHomeOdds('Early taps', 2.5);
  try {
    const hydration = await holdHydration(page);
    await page.goto(matchPath(match), { waitUntil: 'commit' });
    const button = mainMarketButton(page, home);
    const slip = page.getByTestId('betslip');
    const quickBet = slip.getByRole('switch', { name: 'Quick bet' });
    const format = page.getByLabel('Odds format');
    await expect(button).toHaveText(/2\.50$/);

    await button.click();
    await quickBet.click();
    await format.selectOption('british');
    // Nothing has hydrated yet: the chunks are held, and the server-drawn controls still show the first state.
    expect(hydration.held()).toBeGreaterThan(0);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(quickBet).toHaveAttribute('aria-checked', 'false');

    hydration.release();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveText(/6\/4$/);
    await expect(quickBet).toHaveAttribute('aria-checked', 'true');
    await expect(format).toHaveValue('british');
    // Once, not twice: still on when everything has loaded (a second toggle would take the selection off).
    await page.waitForLoadState('networkidle');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('button[data-outcome-key][aria-pressed="true"]')).toHaveCount(1);
    await expect(slip.getByRole('tab', { name: /^Bet slip/ })).toContainText('1');
    await expect(quickBet).toHaveAttribute('aria-checked', 'true');

    // Live now: the next taps take effect at once, one each (quick bet first: a tap on odds that are not live
    // turns quick bet off, SPEC §4 Ticket).
    await quickBet.click();
    await expect(quickBet).toHaveAttribute('aria-checked', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await page.evaluate(() => localStorage.clear());
    await clearOdds(match.id);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('odds tapped before hydration open the slip sheet with the selection, once (SPEC §2.4)', async ({
    page,
  }) => {
    const { match, home } = await matchWithHomeOdds('Early phone tap', 2.5);
    try {
      const hydration = await holdHydration(page);
      await page.goto(matchPath(match), { waitUntil: 'commit' });
      const button = mainMarketButton(page, home);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      hydration.release();
      // The first selection opens the sheet, as it does for a tap after hydration.
      const sheet = page.getByRole('dialog', { name: 'Bet slip' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByLabel(/^Stake for/)).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expect(sheet.getByLabel(/^Stake for/)).toHaveCount(1);
    } finally {
      await page.evaluate(() => sessionStorage.clear());
      await clearOdds(match.id);
    }
  });
});
