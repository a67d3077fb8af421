import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { signUpInModal } from '../support/fresh-player';
import { patchSite } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

const DEMO = { email: 'demo@sandbox.test', password: 'demo-pass-1' };
const SHOTS = '/tmp/shots';

async function platformControl(path: string, body: unknown, method = 'POST'): Promise<void> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox/platform/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

interface OutboxEntry {
  recipient: string;
  subject: string;
  link: string | null;
}

/** The newest outbox link mailed to `email` whose address contains `part`. */
async function outboxLink(email: string, part: string): Promise<string> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox/platform/outbox`);
  const entries = (await response.json()) as OutboxEntry[];
  const link = entries.find((entry) => entry.recipient === email && entry.link?.includes(part))?.link;
  if (!link) throw new Error(`no ${part} link for ${email} in the outbox`);
  return link;
}

/** Screenshots once the modal has finished entering (it fades in). */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await expect(page.locator('[data-state="entering"], [data-state="exiting"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Fills the platform's sign-in form inside the sign-in modal. */
async function signInThroughModal(page: Page, password = DEMO.password, email = DEMO.email): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  const form = page.frameLocator('iframe[title="Sign in"]');
  await form.locator('#email').fill(email);
  await form.locator('#password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Accept' }).click();
}

test('the demo player signs in through the modal and sees the balance in the header', async ({ page }) => {
  await page.goto('/live');
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await signInThroughModal(page);
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await shot(page, 'auth-header-desktop');
});

test('a wrong password shows the form error and keeps the visitor signed out', async ({ page }) => {
  await page.goto('/#signIn');
  await signInThroughModal(page, 'wrong-pass-1');
  const form = page.frameLocator('iframe[title="Sign in"]');
  await expect(form.getByText('The e-mail or password is not correct.')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});

test('#signIn opens the sign-in modal and the hash leaves the address', async ({ page }) => {
  await page.goto('/live#signIn');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/\/live$/);
  await shot(page, 'auth-sign-in-modal-desktop');
});

test('?modal=signUp opens the sign-up modal and leaves the rest of the query', async ({ page }) => {
  await page.goto('/live?modal=signUp&x=1');
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
  await expect(page).toHaveURL(/\/live\?x=1$/);
});

test('an expired session signs the player out with the expired prompt', async ({ page }) => {
  await page.goto('/#signIn');
  await signInThroughModal(page);
  await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
  await platformControl('expire-session', { email: DEMO.email });
  const expiredPrompt = page.getByText('Your session has expired. Please sign in again.');
  // The next player call answers 401: switching to the BTC account, unless one of the page's own sportsbook
  // calls gets there first (its bearer ended with the platform session) and the header is already gone. Each
  // control is tapped once (issue 25); a tap that finds its control gone must find the player signed out.
  try {
    await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 5_000 });
    await page.getByRole('menuitemradio', { name: /^BTC/ }).click({ timeout: 5_000 });
  } catch {
    await expect(expiredPrompt, 'a control went away: the page signed the player out itself').toBeVisible();
  }
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(expiredPrompt).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});

test('the currency switch changes the active account', async ({ page }) => {
  await page.goto('/#signIn');
  await signInThroughModal(page);
  await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: /^BTC/ }).click();
  await expect(page.getByTestId('header-balance')).toHaveText(/0\.0125/);
  // Back to euros so the other tests find the demo player as seeded.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: /^EUR/ }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
});

test('a balance change pushed on the private channel updates the header without a reload', async ({
  page,
}) => {
  await page.goto('/#signIn');
  await signInThroughModal(page);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('€250.00');
  try {
    // NOTE: the private channel is subscribed a moment after sign-in, and a publication before that is not
    // replayed; setting the balance again until the header shows it covers that gap, not the update itself.
    await expect(async () => {
      await platformControl('balance', { email: DEMO.email, currency: 'EUR', balance: 26050 }, 'PUT');
      await expect(balance).toHaveText('€260.50', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    await platformControl('balance', { email: DEMO.email, currency: 'EUR', balance: 25000 }, 'PUT');
  }
  await expect(balance).toHaveText('€250.00');
});

test('a player who opens the site in German has the language stored and can sign out', async ({ page }) => {
  await page.goto('/#signIn');
  await signInThroughModal(page);
  await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
  const update = page.waitForRequest(
    (request) => request.url().endsWith('/api/player/update_locale') && request.method() === 'PATCH',
  );
  await page.goto('/de/live');
  expect((await update).postDataJSON()).toEqual({ locale: 'de' });
  await expect(page.getByTestId('header-balance')).toHaveText(/^250,00\s€$/);
  await page.getByRole('button', { name: 'Kontomenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});

test('a newcomer signs up in the modal, confirms from the outbox and signs in', async ({ page }) => {
  const email = `newcomer-${Date.now()}@sandbox.test`;
  await page.goto('/?modal=signUp');
  await signUpInModal(page, { email, password: 'fresh-pass-7', firstName: 'Nora', lastName: 'Newcomer' });

  await page.goto(await outboxLink(email, 'confirmation_token'));
  await page.goto('/#signIn');
  await signInThroughModal(page, 'fresh-pass-7', email);
  await expect(page.getByTestId('header-balance')).toHaveText('€0.00');
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Nora Newcomer');
});

test('too many wrong passwords lock the account and the outbox link unlocks it', async ({ page }) => {
  const email = `locked-${Date.now()}@sandbox.test`;
  const signUp = await fetch(`${systemUrls().platformUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', app: 'sportsbook' },
    body: JSON.stringify({ email, password: 'right-pass-3', terms_accepted: true }),
  });
  expect(signUp.status).toBe(201);
  await fetch(await outboxLink(email, 'confirmation_token'));

  await page.goto('/#signIn');
  const form = page.frameLocator('iframe[title="Sign in"]');
  await form.locator('#email').fill(email);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await form.locator('#password').fill(`wrong-pass-${attempt}`);
    await form.locator('button[type=submit]').click();
    await expect(form.locator('#status')).toBeVisible();
    await expect(form.locator('button[type=submit]')).toBeEnabled();
  }
  await form.locator('#password').fill('right-pass-3');
  await form.locator('button[type=submit]').click();
  await expect(form.locator('[data-action="unlock"]')).toBeVisible();

  await page.goto(await outboxLink(email, 'unlock_token'));
  await page.goto('/#signIn');
  await signInThroughModal(page, 'right-pass-3', email);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the signed-in header and the sign-in modal fit a 375 px screen', async ({ page }) => {
    await page.goto('/#signIn');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await shot(page, 'auth-sign-in-modal-phone');
    await signInThroughModal(page);
    await expect(page.getByTestId('header-balance')).toHaveText('€250.00');
    await shot(page, 'auth-header-phone');
  });
});

test('in Arabic the header shows the balance and the modal reads right to left', async ({ page }) => {
  await patchSite({ feature_flags: { rtl_view: true } });
  await page.goto('/ar#signIn');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
  await expect(dialog).toBeVisible();
  await shot(page, 'auth-sign-in-modal-ar');
  const form = page.frameLocator('iframe[title="تسجيل الدخول"]');
  await form.locator('#email').fill(DEMO.email);
  await form.locator('#password').fill(DEMO.password);
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await shot(page, 'auth-header-ar');
});
