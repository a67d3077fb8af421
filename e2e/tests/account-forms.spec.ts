import type { Page } from '@playwright/test';
import { pickUpcoming } from '../support/betslip';
import { acceptCookies } from '../support/consent';
import { signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { confirmFromOutbox, freshPlayer } from '../support/fresh-player';
import { patchSite } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

// Forms and behaviours that worked without a test proving it (issue 24, part 6).

interface OutboxEntry {
  recipient: string;
  link: string | null;
}

/** The outbox links mailed to `email` whose address contains `part`. */
async function outboxLinks(email: string, part: string): Promise<string[]> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox/platform/outbox`);
  const entries = (await response.json()) as OutboxEntry[];
  return entries.flatMap((entry) =>
    entry.recipient === email && entry.link?.includes(part) ? [entry.link] : [],
  );
}

/** Signs an account up through the platform API without confirming it; names only when given. */
async function signUpByApi(email: string, names: { first_name: string; last_name: string } | null) {
  const response = await fetch(`${systemUrls().platformUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', app: 'sportsbook' },
    body: JSON.stringify({ email, password: 'form-pass-5', currency: 'EUR', terms_accepted: true, ...names }),
  });
  expect(response.status).toBe(201);
}

async function sendEmailForm(page: Page, dialogName: string, email: string, submit: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    'If the address is registered, a message is on its way. Check your inbox.',
  );
}

test('forgot password: /users/password/new sends the reset link to the address', async ({ page }) => {
  const player = await freshPlayer(0);
  await page.goto('/users/password/new');
  await sendEmailForm(page, 'Forgot password', player.email, 'Send the reset link');
  await expect.poll(() => outboxLinks(player.email, 'reset_password_token')).toHaveLength(1);
});

test('resend confirmation mails a new confirmation link to an unconfirmed address', async ({ page }) => {
  const email = `unconfirmed-${Date.now()}@sandbox.test`;
  await signUpByApi(email, { first_name: 'Una', last_name: 'Confirmed' });
  const before = (await outboxLinks(email, 'confirmation_token')).length;
  await page.goto('/?modal=confirmation');
  await sendEmailForm(page, 'Resend confirmation', email, 'Send the link');
  await expect.poll(async () => (await outboxLinks(email, 'confirmation_token')).length).toBe(before + 1);
});

test('the unlock form answers an unknown address as a known one and mails nothing', async ({ page }) => {
  const email = `nobody-${Date.now()}@sandbox.test`;
  await page.goto('/?modal=unlock');
  await sendEmailForm(page, 'Unlock account', email, 'Send the unlock link');
  expect(await outboxLinks(email, '')).toEqual([]);
});

test('the sign-up reminder opens sign-up for a visitor after the configured seconds', async ({ page }) => {
  await patchSite({ config: { sign_up_reminder_seconds: 2 } });
  await page.goto('/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible({ timeout: 8_000 });
});

test('a player whose profile lacks its names is asked to complete it after signing in', async ({ page }) => {
  const email = `nameless-${Date.now()}@sandbox.test`;
  await signUpByApi(email, null);
  await confirmFromOutbox(email);
  await page.goto('/#signIn');
  const form = page.frameLocator('iframe[title="Sign in"]');
  await form.locator('#email').fill(email);
  await form.locator('#password').fill('form-pass-5');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeVisible();
});

test('My bets falls back to the slip when the site hides it', async ({ page }) => {
  await signInDemo(page);
  const myBets = page.getByRole('tab', { name: 'My bets' });
  await myBets.click();
  await expect(myBets).toHaveAttribute('aria-selected', 'true');
  await patchSite({ config: { my_bets_enabled: false } });
  await page.reload();
  await expect(page.getByRole('tab', { name: /^Bet slip/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'My bets' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the slip sheet closes when the route changes', async ({ page }) => {
    await page.goto('/live');
    await expect(page.getByRole('main')).toBeVisible();
    // The cookie notice sits over the tab bar.
    await acceptCookies(page);
    // Home within the app, so that going back is a route change, not a new document.
    const home = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Home' });
    // One tap (issue 25): the route change to home can take more than two seconds on a loaded machine, which
    // is what a retry here used to wait out; the tap itself is not lost.
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('region', { name: 'Upcoming' })).toBeVisible();
    await pickUpcoming(page);
    const sheet = page.getByRole('dialog', { name: 'Bet slip' });
    await expect(sheet).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/live$/);
    await expect(sheet).toBeHidden();
  });
});
