import type { Page } from '@playwright/test';
import { pickOnMatchPage as pick } from '../support/betslip';
import { acceptCookies } from '../support/consent';
import { SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';
import { matchWithHomeOdds } from '../support/match-control';

/** The data layer's entries the product pushed (not the tag manager's own `gtm.*` ones), in order. */
async function productEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [];
    return layer.filter((entry) => !String(entry.event ?? '').startsWith('gtm.')) as Record<
      string,
      unknown
    >[];
  });
}

const named = (events: Record<string, unknown>[], name: string) =>
  events.filter((event) => event.event === name);

test('a placed bet pushes its analytics record (transactionId, contentIds, amount) to the data layer once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { match, home } = await matchWithHomeOdds('Analytics', 2);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    await signInDemo(page);
    // signed in before consenting: the sign-in waited at the gate and was handed over with the consent
    await expect.poll(async () => named(await productEvents(page), 'sign_in')).toHaveLength(1);
    await pick(page, match, home);
    const slip = page.getByTestId('betslip');
    await slip.getByLabel(/^Stake for/).fill('3');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeVisible();
    // NOTE: a moment for a second push, were there one (the placement is also announced over the socket).
    await page.waitForTimeout(1_000);
    const placed = named(await productEvents(page), 'bet_placed');
    expect(placed).toEqual([
      { event: 'bet_placed', transactionId: expect.any(String), contentIds: [String(match.id)], amount: 3 },
    ]);
    expect(String(placed[0]!.transactionId)).not.toBe('');
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
  }
});

test('nothing reaches the data layer before consent; then page views, and the tracking parameters once', async ({
  page,
}) => {
  await page.goto('/?gclid=g-e2e&ctag=c-e2e&stag=s-e2e');
  await expect(page).not.toHaveURL(/gclid|ctag|stag/);
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
  expect(await productEvents(page)).toEqual([]);

  await acceptCookies(page);
  await expect
    .poll(async () => named(await productEvents(page), 'tracking_parameters'))
    .toEqual([{ event: 'tracking_parameters', gclid: 'g-e2e', ctag: 'c-e2e', stag: 's-e2e' }]);
  expect(named(await productEvents(page), 'page_view')).toEqual([
    expect.objectContaining({ event: 'page_view', page_path: '/' }),
  ]);

  await page.getByRole('link', { name: 'Live' }).first().click();
  await expect(page).toHaveURL(/\/live$/);
  await expect
    .poll(async () => named(await productEvents(page), 'page_view').map((event) => event.page_path))
    .toEqual(['/', '/live']);

  await page.reload();
  await expect.poll(async () => named(await productEvents(page), 'page_view')).toHaveLength(1);
  expect(named(await productEvents(page), 'tracking_parameters')).toEqual([]);
});
