import type { Page } from '@playwright/test';
import { holdHydration } from './hydration';

/** What a test holds back and lets go: the count of script requests held so far, and their release. */
export interface HeldCode {
  release: () => void;
  held: () => number;
}

/** The name of a script's file, which is unique: its content hash is in it. */
function fileOf(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? '';
}

/**
 * Holds back the code of the late islands only (decision 0043: the header's controls, the sports menu, the tab
 * bar; also whatever else the page fetches on demand, such as Radix's menu) until `release()`: the chunks the
 * page's HTML does not name. The page itself and its router hydrate, so a link tapped now can navigate on the
 * client once its island is there. Call before `page.goto`.
 */
export async function holdLateIslands(page: Page): Promise<HeldCode> {
  let named = '';
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // NOTE: the document is read whole before the page sees it, so every chunk it names is known before the
    // page asks for any.
    const response = await route.fetch();
    named += await response.text();
    await route.fulfill({ response });
  });
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    if (named.includes(fileOf(route.request().url()))) return route.fallback();
    held += 1;
    await released;
    await route.fallback();
  });
  return { release, held: () => held };
}

/**
 * A phone's visit with its code held back by `hold` (every chunk by default): the cookie notice accepted
 * already, as it sits over the tab bar. Call before `page.goto`.
 */
export async function phoneVisitWithCodeHeld(
  page: Page,
  baseURL: string,
  hold: (page: Page) => Promise<HeldCode> = holdHydration,
): Promise<HeldCode> {
  await page.context().addCookies([{ name: 'sportsbook_cookie_consent', value: 'accepted', url: baseURL }]);
  return hold(page);
}

/**
 * Marks the current document, so that a test can tell a navigation on the client (the mark survives) from a
 * page loaded anew (it is gone), and returns how to read the mark and the history's length.
 */
export async function markDocument(page: Page): Promise<() => Promise<{ marked: boolean; history: number }>> {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  return () =>
    page.evaluate(() => ({
      marked: (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      history: window.history.length,
    }));
}
