import type { Page } from '@playwright/test';
import { pickOnMatchPage } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import { freshPlayer, signInAs } from '../support/fresh-player';
import { matchName, matchWithHomeOdds } from '../support/match-control';
import { sandboxControl, settleMatch, settleOpenBets } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

/** The signed-in player's id, from the platform API with the page's session cookie. */
async function playerId(page: Page): Promise<number> {
  const response = await page.request.get(`${systemUrls().platformUrl}/api/player`, {
    headers: { app: 'sportsbook' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: number }).id;
}

test('a settled bet raises the unread count live and its notification opens My Bets on that bet; mark all read clears the badge for good', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const player = await freshPlayer(10_000);
  const { match, home } = await matchWithHomeOdds('Notify win', 2);
  await signInAs(page, player, '€100.00');
  const bell = page.getByTestId('notifications-button');
  const badge = page.getByTestId('notifications-badge');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // A new player already heard of their sign-up bonuses; the test starts from everything read.
  await bell.click();
  await expect(panel.getByTestId('notification').filter({ hasText: 'received' }).first()).toBeVisible();
  const welcome = await panel.getByTestId('notification').count();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(badge).toHaveCount(0);

  await pickOnMatchPage(page, match, home);
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(/^Stake for/).fill('10');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();

  await settleMatch(match.id, { home: 1, away: 0 });
  await settleOpenBets();
  // Live, without a reload: unread_counters_changed raises the badge, the notification shows as a toast.
  await expect(badge).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  // €10 at 2.00 pays €20.
  await expect(page.getByText(/won 20\.00 EUR/).first()).toBeVisible();

  await bell.click();
  const item = panel.getByTestId('notification').filter({ hasText: 'Bet won' });
  await expect(item).toHaveCount(1);
  await expect(panel.getByRole('heading', { name: 'Today' })).toBeVisible();
  await item.getByRole('button', { name: /Open in My Bets/ }).click();
  await expect(panel).toBeHidden();
  const focused = page.locator('[data-testid="my-bet"][data-focused]');
  await expect(focused).toBeFocused();
  await expect(focused).toContainText(matchName(match));
  await expect(focused.getByTestId('my-bet-status')).toHaveText('Won');
  await expect(page.getByRole('tab', { name: 'My bets' })).toHaveAttribute('aria-selected', 'true');
  // Opening it read it.
  await expect(badge).toHaveCount(0);

  // Two more, announced by the operator to this player only.
  const id = await playerId(page);
  for (const key of ['a', 'b']) {
    await sandboxControl('POST', '/notifications/maintenance', {
      title: `Maintenance ${key}`,
      body: 'Betting pauses at 02:00 UTC.',
      user_ids: [id],
    });
  }
  await expect(badge).toHaveText('2');
  await bell.click();
  await expect(panel.getByTestId('notification')).toHaveCount(welcome + 3);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge).toHaveCount(0);
  await expect(panel.locator('[data-unread]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  await page.reload();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(badge).toHaveCount(0);
});
