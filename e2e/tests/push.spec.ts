import type { Page } from '@playwright/test';
import { pickOnMatchPage } from '../support/betslip';
import { expect, test } from '../support/fixtures';
import { freshPlayer, playerLedger, signInAs } from '../support/fresh-player';
import { matchName, matchWithHomeOdds } from '../support/match-control';

/** The notifications the site's push worker shows now, read through its registration. */
function shownPushes(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/push/');
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((item) => ({
      title: item.title,
      body: item.body,
      url: (item.data as { url: string }).url,
    }));
  });
}

test('a push delivered to the site’s worker shows as a notification and its click opens My Bets on the bet', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  const player = await freshPlayer(10_000);
  const { match, home } = await matchWithHomeOdds('Push win', 2);
  await signInAs(page, player, '€100.00');
  await pickOnMatchPage(page, match, home);
  const slip = page.getByTestId('betslip');
  await slip.getByLabel(/^Stake for/).fill('5');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
  const [bet] = (await playerLedger(page)).bets;

  // The permission is asked only from the panel's switch, and the worker is scoped to /push/: it controls no page.
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await page.getByTestId('notifications-button').click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const toggle = panel.getByRole('switch', { name: 'Push notifications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect.poll(() => registrations.get(`${origin}/push/`)).toBeTruthy();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await page.keyboard.press('Escape');
  await page.goto('/live');
  // The page hears clicked pushes once the player's session is known: the bell shows then.
  await expect(page.getByTestId('notifications-button')).toBeVisible();

  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.get(`${origin}/push/`)!,
    data: JSON.stringify({
      title: 'Bet won',
      body: `Your bet ${bet!.ref} won 10.00 EUR.`,
      tag: 'notification-1',
      url: `/?open_bet=${bet!.id}`,
    }),
  });
  await expect
    .poll(() => shownPushes(page))
    .toEqual([
      {
        title: 'Bet won',
        body: `Your bet ${bet!.ref} won 10.00 EUR.`,
        url: `${origin}/?open_bet=${bet!.id}`,
      },
    ]);

  // A click on the push: the worker tells the open window, which opens My Bets on that bet.
  const worker = context.serviceWorkers().find((candidate) => candidate.url().endsWith('/push/sw.js'));
  expect(worker).toBeDefined();
  await worker!.evaluate(async () => {
    // NOTE: the worker's own types (WebWorker lib) are not the test's, so its globals are named here.
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [shown] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: shown! }));
  });
  const focused = page.locator('[data-testid="my-bet"][data-focused]');
  await expect(focused).toBeFocused();
  await expect(focused).toContainText(matchName(match));
  await expect.poll(() => shownPushes(page)).toEqual([]);

  // A push opened in a new window arrives through the link itself, which then leaves the address.
  await page.goto(`/?open_bet=${bet!.id}`);
  await expect(page.locator('[data-testid="my-bet"][data-focused]')).toContainText(matchName(match));
  await expect(page).not.toHaveURL(/open_bet/);
});
