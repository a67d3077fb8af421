import type { Frame, FrameLocator, Page } from '@playwright/test';
import { placeAndReadRef, tapOn } from '../support/betslip';
import { acceptCookies } from '../support/consent';
import { expect, test } from '../support/fixtures';
import { freshPlayer } from '../support/fresh-player';
import type { FreshPlayer } from '../support/fresh-player';
import { matchPath, matchWithHomeOdds, outcomeKeyOf } from '../support/match-control';
import { systemUrls } from '../support/system';

// The sandbox's operator demo (another origin: its own port) embeds the product with the SDK, packages/embed
// (issue 23). It keeps what it hears in window.sportsbookMessages and each size of the frame in
// window.sportsbookResizes, with Date.now() times (one clock for both windows).

interface Heard {
  type: string;
  payload: Record<string, unknown>;
  at: number;
}

declare global {
  interface Window {
    sportsbookMessages: Heard[];
    sportsbookResizes: { height: number; at: number }[];
  }
}

// NOTE: wide enough that the frame (the page less the demo's log column) shows the desktop slip column.
test.use({ viewport: { width: 1920, height: 1080 } });

function heard(page: Page, type: string): Promise<Heard[]> {
  return page.evaluate((wanted) => (window.sportsbookMessages ?? []).filter((m) => m.type === wanted), type);
}

/** Opens the demo page and waits until the product in its frame has loaded and said `initialized`. */
async function openDemo(page: Page, query = ''): Promise<{ product: FrameLocator; frame: Frame }> {
  await page.goto(`${systemUrls().operatorDemoUrl}/${query}`);
  const product = page.frameLocator('iframe[title="Sportsbook"]');
  await expect(product.getByRole('main')).toBeVisible();
  await expect.poll(async () => (await heard(page, 'initialized')).length).toBeGreaterThan(0);
  const web = new URL(systemUrls().webUrl).origin;
  const frame = page.frames().find((candidate) => candidate.url().startsWith(web));
  if (!frame) throw new Error('The product frame is not on the web origin');
  return { product, frame };
}

/** The frame's height as the host drew it. */
function frameHeight(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.round(document.querySelector('iframe[title="Sportsbook"]')!.getBoundingClientRect().height),
  );
}

test('the frame takes the height of its page within 200 ms of a change, growing and shrinking', async ({
  page,
}) => {
  const { frame } = await openDemo(page);
  const bodyHeight = () => frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height));
  await expect
    .poll(async () => Math.abs((await frameHeight(page)) - (await bodyHeight())))
    .toBeLessThanOrEqual(1);
  // the page is as tall as its content, not as the frame: nothing is left to scroll inside it
  expect(await frame.evaluate(() => document.documentElement.hasAttribute('data-embedded'))).toBe(true);
  const settled = await frameHeight(page);

  for (const [change, expected] of [
    ['grow', settled + 700],
    ['shrink', settled],
  ] as const) {
    // let the page be quiet first, so the change below is the one measured
    await page.waitForTimeout(300);
    const changedAt = await frame.evaluate((what) => {
      if (what === 'grow') {
        const block = document.createElement('div');
        block.id = 'host-test-block';
        block.style.blockSize = '700px';
        document.body.append(block);
      } else document.getElementById('host-test-block')?.remove();
      return Date.now();
    }, change);
    await expect
      .poll(() =>
        page.evaluate(
          ({ since, height }) =>
            window.sportsbookResizes.find((r) => r.at >= since && Math.abs(r.height - height) <= 1)?.at ??
            null,
          { since: changedAt, height: expected },
        ),
      )
      .not.toBeNull();
    const resizedAt = await page.evaluate(
      ({ since, height }) =>
        window.sportsbookResizes.find((r) => r.at >= since && Math.abs(r.height - height) <= 1)!.at,
      { since: changedAt, height: expected },
    );
    expect(resizedAt - changedAt, `${change}: debounce of 100 ms plus delivery`).toBeLessThanOrEqual(200);
  }
});

test('navigation inside is reported to the host, and the host navigates the product', async ({ page }) => {
  const { product, frame } = await openDemo(page);
  // the host's menu: the product opens Live, and says so
  await page.getByRole('navigation', { name: 'Operator' }).getByRole('button', { name: 'Live' }).click();
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/\/live$/);
  await expect.poll(async () => (await heard(page, 'page-loaded')).at(-1)?.payload.path).toMatch(/\/live$/);
  await expect(page.locator('#location')).toHaveText(/#\/(en\/)?live$/);
  await expect(
    page.getByRole('navigation', { name: 'Operator' }).getByRole('button', { name: 'Live' }),
  ).toHaveAttribute('aria-current', 'page');

  // the player's own navigation inside the frame reaches the host's address
  await product.locator('a[href$="/results"]:visible').first().click();
  await expect
    .poll(async () => (await heard(page, 'page-loaded')).at(-1)?.payload.path)
    .toMatch(/\/results$/);
  await expect.poll(() => new URL(page.url()).hash).toMatch(/\/results$/);
});

test('a message from a third origin is ignored, the same message from the operator is obeyed', async ({
  page,
}) => {
  const { frame } = await openDemo(page);
  const demo = new URL(systemUrls().operatorDemoUrl);
  // 127.0.0.1 and localhost are two origins to the browser: a window of another origin the page opened
  const [thirdParty] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => {
      window.open(url);
    }, `http://127.0.0.1:${demo.port}/health`),
  ]);
  await thirdParty.waitForLoadState();
  await thirdParty.evaluate(() =>
    (window.opener as Window)[0]!.postMessage(
      { type: 'sportsbook:navigate', payload: { path: '/results' } },
      '*',
    ),
  );
  await page.waitForTimeout(1_000);
  expect(new URL(frame.url()).pathname).not.toMatch(/\/results$/);
  expect((await heard(page, 'page-loaded')).some((m) => String(m.payload.path).endsWith('/results'))).toBe(
    false,
  );
  await thirdParty.close();

  await page.evaluate(() =>
    (window as unknown as { sportsbook: { navigate(path: string): void } }).sportsbook.navigate('/results'),
  );
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/\/results$/);
});

/** Signs `player` in with the product's own form inside the frame (the platform's form, a frame in the frame). */
async function signInInside(page: Page, product: FrameLocator, player: FreshPlayer): Promise<void> {
  await product.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect
    .poll(async () => (await heard(page, 'notify-modal-triggered')).at(-1)?.payload.modal)
    .toBe('Sign in');
  const form = product.frameLocator('iframe[title="Sign in"]');
  await form.locator('#email').fill(player.email);
  await form.locator('#password').fill(player.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(product.getByTestId('header-balance')).toHaveText('€50.00');
}

test('sign-in works inside the frame, and the host hears the balance and currency of the player', async ({
  page,
}) => {
  const player = await freshPlayer(5_000);
  const { product } = await openDemo(page);
  await signInInside(page, product, player);
  await expect(page.locator('#balance')).toHaveText('€50.00');
  expect((await heard(page, 'notify-currency-changed')).at(-1)?.payload).toEqual({ currency: 'EUR' });
});

test('a host that takes sign-in over gets the request instead of the product opening its own form', async ({
  page,
}) => {
  const { product } = await openDemo(page, '?handle=sign-in');
  await product.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog', { name: 'Operator' })).toBeVisible();
  expect((await heard(page, 'sign-in')).at(-1)?.payload).toEqual({ sessionExpired: false });
  await expect(product.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
});

test('a bet placed inside the frame is reported to the host with its id, reference and stake', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const player = await freshPlayer(5_000);
  const { match, home } = await matchWithHomeOdds('Embedded bet', 2);
  const { product } = await openDemo(page);
  await signInInside(page, product, player);

  await page.evaluate(
    (path) => (window as unknown as { sportsbook: { navigate(to: string): void } }).sportsbook.navigate(path),
    matchPath(match),
  );
  // NOTE: by the outcome's key, never by position: lists re-order as live matches move.
  await tapOn(
    product
      .getByRole('region', { name: '1X2', exact: true })
      .locator(`[data-outcome-key="${outcomeKeyOf(home)}"]`),
  );
  await expect
    .poll(async () => (await heard(page, 'bet-slip-state-changed')).at(-1)?.payload.selections)
    .toBe(1);
  await expect(page.locator('#slip-count')).toHaveText('1');

  const slip = product.getByTestId('betslip');
  await slip.getByLabel(/^Stake for/).fill('3');
  const ref = await placeAndReadRef(slip);

  const placedReports = async () =>
    (await heard(page, 'bet-slip-state-changed')).filter((m) => m.payload.state === 'SUCCESS');
  await expect.poll(async () => (await placedReports()).length).toBeGreaterThan(0);
  const [report] = await placedReports();
  expect(report!.payload).toEqual({
    open: expect.any(Boolean),
    // what the slip keeps after a placement is the player's setting, not the host's business
    selections: expect.any(Number),
    state: 'SUCCESS',
    placed: [{ id: expect.any(Number), ref, stake: { value: 300, currency: 'EUR', subunits: 2 } }],
  });
  // the player's money followed: €50.00 less the stake, heard by the host as well
  await expect(page.locator('#balance')).toHaveText('€47.00');
  expect((await heard(page, 'balance-changed')).at(-1)?.payload).toEqual({
    balance: { value: 4700, currency: 'EUR', subunits: 2 },
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the embedded layout fits a 375 px phone: no sideways scroll, the tab bar closes the page', async ({
    page,
  }) => {
    const { product, frame } = await openDemo(page);
    const frameBox = await page.locator('iframe[title="Sportsbook"]').boundingBox();
    expect(frameBox!.width).toBeGreaterThanOrEqual(320);
    expect(frameBox!.x + frameBox!.width).toBeLessThanOrEqual(375);
    // the host page does not scroll sideways, nor does the product inside its frame
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(
      await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // the frame is as tall as its page (the host scrolls it), so the tab bar is in the flow at the page's foot
    await expect
      .poll(async () =>
        Math.abs(
          (await frameHeight(page)) -
            (await frame.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height))),
        ),
      )
      .toBeLessThanOrEqual(1);
    const tabBar = product.getByRole('navigation', { name: 'Quick navigation' });
    await expect(tabBar).toBeAttached();
    expect(await tabBar.evaluate((bar) => getComputedStyle(bar).position)).toBe('static');
    await tabBar.scrollIntoViewIfNeeded();
    await expect(tabBar).toBeInViewport();
    // and a tap on it works from the host's page
    await tabBar.getByRole('link', { name: /^Live/ }).click();
    await expect.poll(async () => (await heard(page, 'page-loaded')).at(-1)?.payload.path).toMatch(/\/live$/);
  });

  test('mobile-app mode hides the header and tab bar, and is turned off again', async ({ page }) => {
    await page.goto('/?mobile_app=1');
    await acceptCookies(page);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    // the mode stays for the visit, without the parameter
    await page.goto('/live');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/?mobile_app=0');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  });
});
