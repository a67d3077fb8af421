import type { Locator, Page, Route } from '@playwright/test';
import type { PlaceBetsRequest } from '@sportsbook/contract';
import { mainMarketButton, pickOnMatchPage, tapOn } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import { freshPlayer, playerLedger, signInAs } from '../support/fresh-player';
import { clearOdds, matchPath, matchWithHomeOdds, startMatch } from '../support/match-control';

// Each player starts with €100.00 and stakes €5.00 (the quick bet €2.00): one debit leaves 10,000 − 500 cents.
const START = 10_000;
const CHECKING = 'Checking whether your bet was placed';

/**
 * Watches the page's `POST /bets`: every request reaches the sandbox (`route.fetch()`), and while `losing` its
 * answer is then dropped (`route.abort()`), as a network that fails after the server committed. Keeps the
 * request keys sent.
 */
function dropAnswers(page: Page) {
  const state = { losing: true, keys: [] as string[] };
  void page.route('**/api/v3/bets', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    state.keys.push((route.request().postDataJSON() as PlaceBetsRequest).meta.request_key);
    if (!state.losing) return route.continue();
    await route.fetch();
    await route.abort('connectionreset');
  });
  return state;
}

/**
 * Presses "Check again" once (issue 25: the browser tests tap once). An automatic check sent while answers were
 * still lost may be out: a press then sends nothing more (by design, the button says it is busy), so the press
 * waits for that check to come back; the next automatic one is a second or more away.
 */
async function pressCheckAgain(status: Locator): Promise<void> {
  const checkAgain = status.getByRole('button', { name: 'Check again' });
  await expect(checkAgain).not.toHaveAttribute('aria-busy', 'true');
  await checkAgain.click();
}

test('a lost answer then a second press places one bet and one debit', async ({ page }) => {
  const player = await freshPlayer(START);
  const { match, home } = await matchWithHomeOdds('Lost answer', 2);
  try {
    await signInAs(page, player, '€100.00');
    await pickOnMatchPage(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel(/^Stake for/).fill('5');
    const network = dropAnswers(page);

    await slip.getByRole('button', { name: 'Place bet' }).click();
    const check = slip.getByTestId('outcome-check');
    await expect(check).toContainText(CHECKING);
    await expect(check).toHaveAttribute('aria-live', 'polite');
    // No Place to press while the outcome is unknown, and the stake cannot be edited into another request.
    await expect(slip.getByRole('button', { name: 'Place bet' })).toHaveCount(0);
    await expect(slip.getByLabel(/^Stake for/)).toBeDisabled();
    // The automatic check after 1 s is lost as well: still one key.
    await expect.poll(() => network.keys.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

    network.losing = false;
    await pressCheckAgain(check);
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(slip.getByTestId('placed-bet')).toHaveCount(1);
    await expect(page.getByTestId('header-balance')).toHaveText('€95.00');

    expect(new Set(network.keys).size).toBe(1);
    const ledger = await playerLedger(page);
    expect(ledger.bets).toHaveLength(1);
    expect(ledger.balance).toBe(START - 500);
  } finally {
    await clearOdds(match.id);
  }
});

test('a reload during PROCESSING comes back checking, then places one bet', async ({ page }) => {
  const player = await freshPlayer(START);
  const { match, home } = await matchWithHomeOdds('Reload placing', 2);
  try {
    await signInAs(page, player, '€100.00');
    await pickOnMatchPage(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel(/^Stake for/).fill('5');

    // The first answer is held (the server has committed) while the page reloads; the check after the
    // reload is held until the page has shown that it is checking, then let through.
    const keys: string[] = [];
    let held: Route | null = null;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v3/bets', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((route.request().postDataJSON() as PlaceBetsRequest).meta.request_key);
      const answer = await route.fetch();
      if (keys.length === 1) {
        held = route;
        return;
      }
      await released;
      await route.fulfill({ response: answer });
    });

    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('button', { name: 'Placing…' })).toBeVisible();
    await expect.poll(() => held !== null).toBe(true);
    await page.reload();
    await (held as Route | null)?.abort().catch(() => {});

    await expect(slip.getByTestId('outcome-check')).toContainText(CHECKING);
    await expect(slip.getByRole('button', { name: 'Place bet' })).toHaveCount(0);
    await expect.poll(() => keys.length).toBe(2);
    release();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('€95.00');

    expect(keys[1]).toBe(keys[0]);
    const ledger = await playerLedger(page);
    expect(ledger.bets).toHaveLength(1);
    expect(ledger.balance).toBe(START - 500);
  } finally {
    await clearOdds(match.id);
  }
});

test('a lost quick-bet answer then a second tap and Check again place one bet and one debit', async ({
  page,
}) => {
  const player = await freshPlayer(START);
  const { match, home: homeRef } = await matchWithHomeOdds('Lost quick bet', 2.5);
  await startMatch(match.id);
  try {
    await signInAs(page, player, '€100.00');
    await page.goto(matchPath(match));
    const slip = page.getByTestId('betslip');
    await tapOn(slip.getByRole('switch', { name: 'Quick bet' }), 'aria-checked');
    await slip.getByLabel('Quick-bet stake').fill('2');
    await slip.getByRole('button', { name: 'Confirm stake' }).click();
    await expect(slip.getByText('One tap on live odds places €2.00.')).toBeVisible();
    const network = dropAnswers(page);

    const home = mainMarketButton(page, homeRef);
    await expect(home).toBeEnabled();
    await home.click();
    const status = page.getByTestId('quick-bet-status');
    await expect(status).toContainText(CHECKING);
    await expect(status).not.toContainText('Quick bet not placed');
    // A second tap while the outcome is being checked sends no new request.
    await home.click();
    await expect.poll(() => network.keys.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);

    network.losing = false;
    await pressCheckAgain(status);
    await expect(status).toContainText('Quick bet placed');
    await expect(page.getByTestId('header-balance')).toHaveText('€98.00');

    expect(new Set(network.keys).size).toBe(1);
    const ledger = await playerLedger(page);
    expect(ledger.bets).toHaveLength(1);
    expect(ledger.balance).toBe(START - 200);
  } finally {
    await clearOdds(match.id);
  }
});
