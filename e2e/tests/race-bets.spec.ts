import type { Locator, Page } from '@playwright/test';
import type { Match } from '@sportsbook/contract';
import { placeAndReadRef, tapOn } from '../support/betslip';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { sandboxControl, settleOpenBets } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

// Issue 17: each-way from the race card as one bet of two lines (no cashout on it), and a non-runner taken off
// the slip with a message and its placed bet refunded at once, as the demo player.

const euros = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
/** Time enough to pick, stake and place before the off; a race closer than this may close mid-test. */
const LEAD_MS = 5 * 60_000;

async function matchOf(id: number): Promise<Match> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/api/v2/matches/${id}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as Match;
}

/** Opens a race's card from its meeting time: one tap, even before hydration (the card may be open already). */
async function openRace(page: Page, eventId: number): Promise<void> {
  const time = page.locator(`button[data-race="${eventId}"]`);
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Opens on /racing the first race still to run that is at least LEAD_MS from its off (else the last one still
 * to run): the page shows today's meetings, or tomorrow's once today's have run, at any hour. Answers its card
 * and the Win button of its `index`th runner.
 */
async function raceWin(page: Page, index = 0): Promise<{ card: Locator; win: Locator; eventId: number }> {
  await page.goto('/racing');
  const card = page.getByTestId('race-card');
  await expect(card).toBeVisible();
  const times = page.locator('button[data-race][data-status="0"]');
  await expect(times.first()).toBeVisible();
  const ids = await times.evaluateAll((buttons) => buttons.map((b) => Number(b.getAttribute('data-race'))));
  let eventId = ids.at(-1)!;
  for (const id of ids) {
    if (Date.parse((await matchOf(id)).start_time) - Date.now() < LEAD_MS) continue;
    eventId = id;
    break;
  }
  await openRace(page, eventId);
  const win = card.locator(`button[data-outcome-key^="${eventId}|501|"]:not([disabled])`).nth(index);
  await expect(win).toBeVisible();
  return { card, win, eventId };
}

/** The Win price of a runner now, from the sportsbook API. */
async function winOdds(eventId: number, runner: number): Promise<number> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/api/v2/matches/${eventId}/markets`);
  const markets = (await response.json()) as {
    data: { id: number; outcomes: { id: number; odds: number }[] }[];
  };
  return markets.data.find((market) => market.id === 501)!.outcomes.find((o) => o.id === runner)!.odds;
}

test.beforeEach(async ({ page }) => {
  await setDemoBalance(SEEDED_EUR_BALANCE);
  await signInDemo(page);
});

test('each-way from the race card is one bet of two lines: the slip shows the total, My Bets the terms and no cashout', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { win, eventId } = await raceWin(page);
  await tapOn(win);
  const runner = Number((await win.getAttribute('data-outcome-key'))!.split('|')[2]);
  const odds = await winOdds(eventId, runner);
  const slip = page.getByTestId('betslip');
  // NOTE: a click, then the state: the slip draws the ticket one render behind a change (DeferredTicket), so the
  // box shows the choice in the render after the click, and `check()` reads the state at once.
  const eachWay = slip.getByRole('checkbox', { name: /^Each way: / });
  await eachWay.click();
  await expect(eachWay).toBeChecked();
  await slip.getByLabel(/^Stake for/).fill('5');
  await expect(slip.getByTestId('race-bet-total')).toHaveText('2 lines × €5.00 = €10.00 total stake');
  const ref = await placeAndReadRef(slip);
  // Both lines are paid for: €10.00 leaves the balance.
  await expect(headerBalance(page)).toHaveText(euros(SEEDED_EUR_BALANCE - 1000));
  await slip.getByRole('tab', { name: 'My bets' }).click();
  const bet = slip.getByRole('article', { name: `Bet ${ref}` });
  await expect(bet.getByTestId('my-bet-race-bet')).toHaveText(/^Each way · 1\/\d the odds, \d places?$/);
  await expect(bet).toContainText('€10.00');
  // Two lines the cashout offer does not price: the card says so and has no cashout button.
  await expect(bet.getByTestId('cashout-two-line')).toHaveText(
    'Cash out is not offered on each-way and reverse forecast bets.',
  );
  await expect(bet.getByTestId('cashout-button')).toHaveCount(0);

  // The race run: each line settles on its own, at €5.00 each, to the cent.
  const { places, fraction } = (await matchOf(eventId)).race!.each_way;
  const { match } = await sandboxControl<{ match: Match }>('POST', `/races/${eventId}/run`);
  const order = match.race!.result!;
  await settleOpenBets();
  const [n, d] = fraction.split('/').map(BigInt) as [bigint, bigint];
  const o = BigInt(Math.round(odds * 1000));
  // Win line 500 × odds; place line 500 × (1 + (odds − 1) × n/d); each rounded down on its own.
  const winLine = order[0] === runner ? (500n * o) / 1000n : 0n;
  const placeLine = order.slice(0, places).includes(runner)
    ? (500n * (1000n * d + (o - 1000n) * n)) / (1000n * d)
    : 0n;
  await expect(headerBalance(page)).toHaveText(
    euros(SEEDED_EUR_BALANCE - 1000 + Number(winLine + placeLine)),
  );
});

test('a runner withdrawn by the control API leaves the slip with a message; a placed bet on it is refunded once', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { card, win, eventId } = await raceWin(page, 1);
  await tapOn(win);
  const key = (await win.getAttribute('data-outcome-key'))!;
  const outcomeId = Number(key.split('|')[2]);
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(/^Stake for/).fill('10');
  const ref = await placeAndReadRef(slip);
  await expect(headerBalance(page)).toHaveText(euros(SEEDED_EUR_BALANCE - 1000));

  // The same runner back on the slip, then withdrawn: the live card update takes it off with the notice.
  await openRace(page, eventId);
  await tapOn(card.locator(`button[data-outcome-key="${key}"]`));
  await expect(slip.getByTestId('slip-runners')).toContainText(`No. ${outcomeId}`);
  await sandboxControl('POST', `/races/${eventId}/non-runners`, { runners: [outcomeId] });
  await expect(slip.getByText(/is a non-runner and was taken off your slip/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(slip.getByTestId('slip-runners')).toHaveCount(0);
  // Refunded at the withdrawal, not at the race: the balance is whole again by balance_changed.
  await expect(headerBalance(page)).toHaveText(euros(SEEDED_EUR_BALANCE));
  await slip.getByRole('tab', { name: 'My bets' }).click();
  await slip.getByRole('button', { name: 'Settled' }).click();
  const bet = slip.getByRole('article', { name: `Bet ${ref}` });
  await expect(bet.getByTestId('my-bet-status')).toHaveText('Refunded');
  // Once: the race run and every open bet settled after it pay nothing more.
  await sandboxControl('POST', `/races/${eventId}/run`);
  await settleOpenBets();
  await page.reload();
  await expect(headerBalance(page)).toHaveText(euros(SEEDED_EUR_BALANCE));
});
