import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Account, Bet } from '@sportsbook/contract';
import { acceptCookies } from './consent';
import { sandboxControl } from './sandbox-control';
import { systemUrls } from './system';

/** A player made for one test: nobody else bets with it, so its bets and balance are the test's own. */
export interface FreshPlayer {
  email: string;
  password: string;
}

interface OutboxEntry {
  recipient: string;
  link: string | null;
}

/**
 * Signs a new player up through the platform API, confirms the address from the outbox and gives the EUR
 * account `balance` (cents) through the control API.
 */
export async function freshPlayer(balance: number): Promise<FreshPlayer> {
  const player = {
    email: `fresh-${Date.now()}-${Math.floor(Math.random() * 1e6)}@sandbox.test`,
    password: 'fresh-pass-7',
  };
  const signUp = await fetch(`${systemUrls().platformUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', app: 'sportsbook' },
    // Names given: without them the app asks for the missing profile fields before anything else.
    body: JSON.stringify({
      ...player,
      first_name: 'Fresh',
      last_name: 'Player',
      currency: 'EUR',
      terms_accepted: true,
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  await confirmFromOutbox(player.email);
  await sandboxControl('PUT', '/platform/balance', { email: player.email, currency: 'EUR', balance });
  return player;
}

/** Opens the confirmation link the sandbox mailed to `email` (its outbox), as the player would. */
export async function confirmFromOutbox(email: string): Promise<void> {
  const outbox = (await (
    await fetch(`${systemUrls().sportsbookUrl}/__sandbox/platform/outbox`)
  ).json()) as OutboxEntry[];
  const link = outbox.find(
    (entry) => entry.recipient === email && entry.link?.includes('confirmation_token'),
  );
  if (!link?.link) throw new Error(`no confirmation link for ${email}`);
  await fetch(link.link);
}

/** Fills and sends the platform's sign-up form in the sign-up modal, which must be open. */
export async function signUpInModal(
  page: Page,
  player: FreshPlayer & { firstName: string; lastName: string },
): Promise<void> {
  const form = page.frameLocator('iframe[title="Sign up"]');
  await form.locator('#email').fill(player.email);
  await form.locator('#password').fill(player.password);
  await form.locator('#password_confirmation').fill(player.password);
  await form.locator('#first_name').fill(player.firstName);
  await form.locator('#last_name').fill(player.lastName);
  await form.locator('input[name=terms_accepted]').check();
  await form.locator('button[type=submit]').click();
  await expect(form.locator('#status')).toContainText(player.email);
}

/** Signs `player` in from the home page until the header shows `balanceText`, and accepts the cookie notice. */
export async function signInAs(page: Page, player: FreshPlayer, balanceText: string): Promise<void> {
  await page.goto('/#signIn');
  const form = page.frameLocator('iframe[title="Sign in"]');
  await form.locator('#email').fill(player.email);
  await form.locator('#password').fill(player.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText(balanceText);
  await acceptCookies(page);
}

/** A sportsbook bearer for the signed-in player of `page` (its session cookie), as the web app gets one. */
export async function sportsbookBearer(page: Page): Promise<string> {
  const headers = { app: 'sportsbook' };
  const session = await page.request.post(`${systemUrls().platformUrl}/api/sportsbook_sessions`, { headers });
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { token: string }).token;
}

/**
 * What the sandbox holds for the signed-in player of `page` (its session cookie): the bets and the EUR
 * balance, read through the platform and sportsbook APIs, not through the page.
 */
export async function playerLedger(page: Page): Promise<{ bets: Bet[]; balance: number }> {
  const { platformUrl, sportsbookUrl } = systemUrls();
  const headers = { app: 'sportsbook' };
  const token = await sportsbookBearer(page);
  const bets = await page.request.get(`${sportsbookUrl}/api/v3/bets`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const accounts = await page.request.get(`${platformUrl}/api/player/accounts`, { headers });
  expect(bets.ok() && accounts.ok()).toBe(true);
  const eur = ((await accounts.json()) as Account[]).find((account) => account.currency === 'EUR');
  return { bets: ((await bets.json()) as { data: Bet[] }).data, balance: eur?.balance ?? Number.NaN };
}
