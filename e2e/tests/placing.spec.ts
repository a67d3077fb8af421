import type { Route } from '@playwright/test';
import { openBetsCount, pickOnMatchPage as pick } from '../support/betslip';
import { headerBalance, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { clearOdds, fixOdds, matchWithHomeOdds, untilSeen } from '../support/match-control';

const INVALID_ODDS_TEXT = 'The odds have changed. Check the new odds and place again.';

test('the demo player places a combo and a 2/3 system bet, sees both in My Bets, and pays their stakes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const legs = [
    await matchWithHomeOdds('Combo A', 2),
    await matchWithHomeOdds('Combo B', 1.5),
    await matchWithHomeOdds('Combo C', 3),
  ];
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);
    const slip = page.getByTestId('betslip');
    const before = await openBetsCount(slip);

    // Combo of two matches: €4 at 2.00 × 1.50.
    for (const { match, home } of legs.slice(0, 2)) await pick(page, match, home);
    await slip.getByRole('radio', { name: 'Combo' }).click();
    await expect(slip.getByRole('radio', { name: 'Combo' })).toHaveAttribute('aria-checked', 'true');
    await slip.getByLabel('Stake for Combo of 2').fill('4');
    await expect(slip.getByTestId('total-stake')).toHaveText('€4.00');
    await expect(slip.getByTestId('total-potential-win')).toHaveText('€12.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(slip.getByTestId('placed-bet')).toHaveCount(1);
    await expect(headerBalance(page)).toHaveText('€246.00');
    await slip.getByRole('button', { name: 'Done' }).click();

    // System 2/3 over three matches: €6 in three doubles of €2 each.
    for (const { match, home } of legs) await pick(page, match, home);
    await slip.getByRole('radio', { name: 'System' }).click();
    await slip.getByRole('combobox', { name: 'System' }).selectOption({ label: '2/3 (3 bets)' });
    await slip.getByLabel('Stake for System 2/3').fill('6');
    await expect(slip.getByTestId('total-stake')).toHaveText('€6.00');
    // 2 × (2.00 × 1.50 + 2.00 × 3.00 + 1.50 × 3.00) = €27.00
    await expect(slip.getByTestId('total-potential-win')).toHaveText('€27.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('€240.00');

    await slip.getByRole('tab', { name: 'My bets' }).click();
    const myBets = slip.getByTestId('my-bet');
    await expect(myBets).toHaveCount(before + 2);
    const names = legs.map(({ match }) => match.competitors.home.name);
    const system = myBets.filter({ hasText: names[2]! });
    await expect(system).toHaveCount(1);
    await expect(system).toContainText('€6.00');
    const combo = myBets.filter({ hasText: names[0]! }).filter({ hasNotText: names[2]! });
    await expect(combo).toHaveCount(1);
    await expect(combo).toContainText(names[1]!);
    await expect(combo).toContainText('€4.00');
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
    for (const { match } of legs) await clearOdds(match.id);
  }
});

test('odds changed between Place and the server check give the INVALID_ODDS message and keep the slip', async ({
  page,
}) => {
  const { match, home } = await matchWithHomeOdds('Held', 2.4);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  try {
    await signInDemo(page);
    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel('When odds change').selectOption('none');
    const stake = slip.getByLabel(/^Stake for/);
    await stake.fill('5');

    // Holds the placement in flight (it reaches the server unchanged once released).
    await page.route(
      (url) => /\/bets$/.test(url.pathname),
      async (route: Route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        arrived();
        await released;
        await route.continue();
      },
    );
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await held;
    await fixOdds(home, 3.1);
    release();

    await expect(slip.getByRole('alert').filter({ hasText: INVALID_ODDS_TEXT })).toBeVisible();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toHaveCount(0);
    await expect(stake).toHaveValue(/^5(\.00)?$/);
    await expect(slip.getByTestId('slip-odds')).toHaveCount(1);
    await expect(headerBalance(page)).toHaveText('€250.00');
  } finally {
    release();
    await setDemoBalance(SEEDED_EUR_BALANCE);
    await clearOdds(match.id);
  }
});

test('with accept mode "any" an odds change while the slip is open does not block placing', async ({
  page,
}) => {
  const { match, home } = await matchWithHomeOdds('Any', 1.8);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);
    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel('When odds change').selectOption('any');
    await slip.getByLabel(/^Stake for/).fill('2');

    await untilSeen(
      () => fixOdds(home, 2.35),
      () => expect(slip.getByTestId('slip-odds')).toHaveAttribute('data-direction', 'up', { timeout: 1_500 }),
    );
    await expect(slip.getByTestId('slip-odds')).toHaveText(/2\.35$/);
    await expect(slip.getByText(/The odds have changed/)).toHaveCount(0);
    await expect(slip.getByRole('button', { name: 'Accept odds changes' })).toHaveCount(0);

    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(headerBalance(page)).toHaveText('€248.00');
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
    await clearOdds(match.id);
  }
});
