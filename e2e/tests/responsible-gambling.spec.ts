import { defaultJurisdictionPolicies } from '@sportsbook/contract';
import { pickOnMatchPage as pick } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import { freshPlayer, signInAs } from '../support/fresh-player';
import { clearOdds, matchWithHomeOdds } from '../support/match-control';
import { patchSite, sandboxControl } from '../support/sandbox-control';

/** Sets a limit of `email` through the control API, under the site's policy, as the player would. */
async function setLimit(email: string, limit: { type: string; period?: string; value: number }) {
  await sandboxControl('POST', '/platform/limits', { email, ...limit });
}

test('a reality check appears once its period has run (the control API moves the clock) and Leave signs out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await patchSite({ feature_flags: { responsible_gambling: true } });
  const player = await freshPlayer(10_000);
  await setLimit(player.email, { type: 'reality_check', value: 60 });
  await signInAs(page, player, '€100.00');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeHidden();
  await sandboxControl('POST', '/platform/advance-clock', { email: player.email, minutes: 61 });
  // The query is polled every 30 s: the next poll finds the period.
  await expect(dialog).toBeVisible({ timeout: 40_000 });
  await expect(dialog).toContainText('Time played');
  await expect(dialog).toContainText('1:01:');
  await expect(dialog).toContainText('€0.00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave and sign out' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeHidden();
});

test('under the UKGC policy the header shows the time since sign-in, and under MGA it does not', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await patchSite({
    feature_flags: { responsible_gambling: true },
    config: { responsible_gambling: { jurisdiction: 'ukgc', policies: defaultJurisdictionPolicies } },
  });
  const player = await freshPlayer(10_000);
  await signInAs(page, player, '€100.00');
  const timer = page.getByRole('banner').getByRole('timer', { name: 'Session time' });
  await expect(timer).toBeVisible();
  await expect(timer).toHaveText(/Session time\s*0:0\d:\d\d/);
  // Not covered by anything: the header draws it in its own row of actions.
  await timer.click({ trial: true });
  await patchSite({
    config: { responsible_gambling: { jurisdiction: 'mga', policies: defaultJurisdictionPolicies } },
  });
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('€100.00');
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('an activity limit reached signs the player out and shows its modal', async ({ page }) => {
  test.setTimeout(90_000);
  await patchSite({ feature_flags: { activity_tracking: true } });
  const player = await freshPlayer(10_000);
  await setLimit(player.email, { type: 'activity', period: 'day', value: 1 });
  await page.clock.install();
  await signInAs(page, player, '€100.00');
  // The ping runs every 60 s while the page is visible; the first minute reaches the 1-minute limit.
  await page.clock.fastForward('01:05');
  const dialog = page.getByRole('dialog', { name: 'Activity limit reached' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('you have been signed out');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a bet over the loss limit is refused with its message and the slip is kept', async ({ page }) => {
  test.setTimeout(90_000);
  const { match, home } = await matchWithHomeOdds('Loss limit', 2);
  const player = await freshPlayer(10_000);
  await setLimit(player.email, { type: 'loss', period: 'day', value: 500 });
  try {
    await signInAs(page, player, '€100.00');
    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    const stake = slip.getByLabel(/^Stake for/);
    await stake.fill('6');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    // The slip's message names the limit; the bet's own line carries the server's per-bet message.
    await expect(slip.getByRole('alert').filter({ hasText: 'loss limit' })).toHaveText(
      'This bet would take you over your loss limit.',
    );
    await expect(slip.getByRole('alert').filter({ hasText: 'responsible-gambling limits' })).toBeVisible();
    await expect(stake).toHaveValue('6');
    await expect(slip.getByText(match.competitors.home.name).first()).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('€100.00');
    // Within the limit the same slip places.
    await stake.fill('5');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('€95.00');
  } finally {
    await clearOdds(match.id);
  }
});
