import type { Page } from '@playwright/test';
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

/** Waits until React's root listens on the document: its scripts ran and hydration began, but may not be done. */
async function hydrationStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Object.keys(document).some((key) => key.startsWith('_reactListening')),
    null,
    {
      polling: 'raf',
    },
  );
}

// The clean-clone CI run at 0f807e8 lost a visitor's American this way: a choice while React hydrates reaches it
// as `input` before `change`; React hydrated at once for the `input` and put the select back to Decimal, so the
// `change` that the recorder kept read Decimal, and its replay chose Decimal (decision 0029, the lost American).
test('an odds format chosen while the page hydrates holds, once', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const hydration = await holdHydration(page);
  await page.goto('/', { waitUntil: 'commit' });
  const format = page.getByLabel('Odds format');
  await expect(format).toHaveValue('european');
  try {
    // A slow phone: hydration takes long enough for the choice to land inside it.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    hydration.release();
    await hydrationStarted(page);
    await format.selectOption('american');
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  // The select shows the choice at once (the browser drew it); the prices show it once the app has taken it.
  await expect(page.locator('main button[data-outcome-key]:not([disabled])').first()).toHaveText(/[+-]\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('sportsbook.activeOddsType'))).toBe('american');
  // Held, not put back, when everything has loaded.
  await page.waitForLoadState('networkidle');
  await expect(format).toHaveValue('american');
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
