import { pickOnMatchPage as pick } from '../support/betslip';
import { DEMO, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { acceptCookies } from '../support/consent';
import { expect, test } from '../support/fixtures';
import { clearOdds, matchWithHomeOdds } from '../support/match-control';
import { sandboxControl } from '../support/sandbox-control';

test('a visitor sees the public promotions and is asked to sign in', async ({ page }) => {
  await page.goto('/promotions');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await expect(
    page.getByText('Sign in to join promotions, follow your progress and open your lootboxes.'),
  ).toBeVisible();
  const tournament = page.getByRole('article', { name: 'Weekly race' });
  await expect(tournament.getByText('Tournament', { exact: true })).toBeVisible();
  await expect(tournament.getByText(/^€1,\d{3}\.\d{2}$/)).toBeVisible();
  const hunting = page.getByRole('article', { name: 'Goal hunt' });
  await expect(hunting.getByRole('button', { name: 'Sign in to join' })).toBeVisible();
  await expect(page.getByText(/being built/i)).toHaveCount(0);
  // The leaderboard is public, every email masked.
  const board = page.getByRole('table');
  await expect(board.getByRole('row')).toHaveCount(11);
  await expect(board.getByText(/@sandbox\.test/).first()).toHaveText(/\*\*\*/);
});

// Issue 25: a page's HTML names its own page's entry, not another page's. The layout's TanStack boundary, a
// client component rendered by the layout itself, had Next name its chunks from the home page, so promotions
// was served home's entry and five of its chunks (decision 0045's dated paragraph).
test("the promotions page's HTML names its own page's script and no other page's", async ({ request }) => {
  const html = await (await request.get('/promotions')).text();
  const pageScripts = [...html.matchAll(/\/_next\/static\/chunks\/app\/[^"']*?\/page-[^"']+?\.js/g)].map(
    ([src]) => decodeURIComponent(src),
  );
  expect(pageScripts.length).toBeGreaterThan(0);
  for (const src of pageScripts) expect(src).toContain('/(main)/promotions/page-');
});

test('the demo player sees their pinned row, watches their hunting progress move with a bet, and opens a lootbox', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { match, home } = await matchWithHomeOdds('Hunt', 2);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  const { bonus_id: freebetId } = await sandboxControl<{ bonus_id: number }>('POST', '/bonuses/issue', {
    email: DEMO.email,
    campaign: 'promo-five',
  });
  const { lootbox_id: lootboxId } = await sandboxControl<{ lootbox_id: number }>(
    'POST',
    '/loyalty/lootboxes',
    {
      email: DEMO.email,
    },
  );
  try {
    await signInDemo(page);
    await page.goto('/promotions');
    const own = page.getByRole('table').getByRole('row', { name: /demo@sandbox\.test/ });
    await expect(own).toContainText('(you)');
    await expect(own).toHaveAttribute('aria-current', 'true');

    const bar = page.getByRole('article', { name: 'Goal hunt' }).getByRole('progressbar', { name: 'Points' });
    const before = Number(await bar.getAttribute('aria-valuenow'));
    // A second tab places a qualifying bet; this page hears bet_changed and shows the new points.
    const other = await context.newPage();
    await pick(other, match, home);
    const slip = other.getByTestId('betslip');
    await slip.getByLabel(/^Stake for/).fill('2');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', String((before + 10) % 50));
    await other.close();

    const box = page.locator(`article[aria-labelledby="lootbox-${lootboxId}"]`);
    await expect(box).toContainText('Ready to open');
    await box.getByRole('combobox', { name: 'Freebet to boost' }).selectOption(String(freebetId));
    await box.getByRole('button', { name: 'Open the box' }).click();
    await expect(box.getByRole('status')).toHaveText(
      /^×(1\.2|1\.5|2|3|5)! Your freebet is now €\d+\.\d{2}\.$/,
    );
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
    await clearOdds(match.id);
  }
});
