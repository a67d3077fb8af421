import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdLateIslands, markDocument, phoneVisitWithCodeHeld } from '../support/late-islands';
import type { HeldCode } from '../support/late-islands';

// Issue 25, decision 0043: the header's controls, the sports menu and the tab bar hydrate when their own chunk
// arrives, after the page's. A tap on any of their controls before that is kept and takes effect once, as the
// control's own: a link navigates on the client (the document stays, one entry is added to the history).

/** Opens `path` with the islands' code held, once the page's own code runs (it has asked for theirs). */
async function openWithIslandsHeld(page: Page, path: string, code: HeldCode): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await expect.poll(code.held).toBeGreaterThan(0);
}

/** Taps `link` while its island's code is held, lets the code go, and checks one navigation on the client. */
async function tapLinkBeforeItsCode(page: Page, link: Locator, code: HeldCode, arrivesAt: RegExp) {
  const sameDocument = await markDocument(page);
  const before = await sameDocument();
  await link.click();
  code.release();
  await expect(page).toHaveURL(arrivesAt);
  await page.waitForLoadState('networkidle');
  expect(await sameDocument()).toEqual({ marked: true, history: before.history + 1 });
}

test("the language menu tapped before the header's code arrives opens once it has, once", async ({
  page,
}) => {
  const code = await holdLateIslands(page);
  await openWithIslandsHeld(page, '/', code);
  await page.getByRole('button', { name: 'Language EN', exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  code.release();
  await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A second replay (a toggle) would have closed it again.
  await expect(page.getByRole('menu')).toHaveCount(1);
});

test("a sports-menu link tapped before the menu's code arrives navigates on the client, once", async ({
  page,
}) => {
  const code = await holdLateIslands(page);
  await openWithIslandsHeld(page, '/', code);
  const football = page
    .getByRole('navigation', { name: 'Sports' })
    .getByRole('link', { name: 'Football', exact: true });
  await tapLinkBeforeItsCode(page, football, code, /\/football$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Football');
});

test("a header link tapped before the header's code arrives navigates on the client, once", async ({
  page,
}) => {
  const code = await holdLateIslands(page);
  await openWithIslandsHeld(page, '/', code);
  const schedule = page.getByRole('banner').locator('a[href$="/schedule"]').first();
  await tapLinkBeforeItsCode(page, schedule, code, /\/schedule$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a tab-bar link tapped before the tab bar's code arrives navigates on the client, once", async ({
    page,
    baseURL,
  }) => {
    const code = await phoneVisitWithCodeHeld(page, baseURL!, holdLateIslands);
    await openWithIslandsHeld(page, '/', code);
    const live = page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: /^Live/ });
    await tapLinkBeforeItsCode(page, live, code, /\/live$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live betting');
  });
});
