import type { Browser, Page } from '@playwright/test';
import { createMatch, matchPath, startMatch } from '../support/match-control';
import { expect, test } from '../support/fixtures';

// Issue 25: CLS < 0.02 on home, live and a live match. React streams a large page's content after the shell and
// reveals it from an inline script a frame later; the footer must not be on the first screen meanwhile, or the
// content pushes it down (Lighthouse measured CLS 0.77 on phones).

const phone = { width: 412, height: 823 };
const desktop = { width: 1280, height: 800 };

async function livePaths(): Promise<string[]> {
  const match = await createMatch('First paint');
  await startMatch(match.id);
  return ['/', '/live', matchPath(match)];
}

/** The page as it stands before any script ran: React's reveal of the streamed content has not happened. */
async function beforeReveal(browser: Browser, viewport: typeof phone, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

for (const [name, viewport] of [
  ['a phone', phone],
  ['a desktop', desktop],
] as const) {
  test(`on ${name}, the footer is below the first screen until the streamed content is in place`, async ({
    browser,
  }) => {
    for (const path of await livePaths()) {
      const page = await beforeReveal(browser, viewport, path);
      // NOTE: where React streamed the content (a large page), it is still hidden at the end of the document:
      // this is the layout of the first paint.
      const footer = await page.getByRole('contentinfo').boundingBox();
      expect(footer, path).not.toBeNull();
      expect(footer!.y, path).toBeGreaterThanOrEqual(viewport.height);
      await page.context().close();
    }
  });
}

/** Records every layout shift of the page from its very start (before any of its own scripts). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('home, live and a live match load on a phone with a cumulative layout shift under 0.02', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await recordShifts(page);
  for (const path of await livePaths()) {
    await page.goto(path);
    await expect(page.locator('#content > *').first()).toBeVisible();
    // NOTE: the session answer puts the header's sign-in button in place of its placeholder: the last change a
    // load makes to the layout.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
    );
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      path,
    ).toBeLessThan(0.02);
  }
});
