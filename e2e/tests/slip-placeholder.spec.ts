import type { Browser } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue 25: the bet-slip column's code is not in the first load (docs/decisions/0040). The server draws a
// placeholder of the same look; the column replaces it after hydration, and must not move anything when it does.

const desktop = { width: 1280, height: 800 };

/**
 * The slip column's box as the server draws it, before the page's code arrives. The document's inline scripts run:
 * React streams a boundary that finishes after the shell (the slip's does, in Arabic) as a hidden segment that
 * an inline script moves into place (React batches those reveals, so after the load event), so a page with no
 * script at all would show no column to measure.
 */
async function serverDrawnColumn(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: desktop });
  await context.route(/\/_next\/static\/.*\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path);
  const column = page.getByTestId('betslip');
  await expect(column).toHaveAttribute('data-placeholder', '');
  await expect(column).toBeVisible();
  const box = await column.boundingBox();
  await context.close();
  return box;
}

for (const path of ['/', '/ar']) {
  test(`on a desktop (${path}), the slip column takes the placeholder's place and size, with no layout shift`, async ({
    browser,
    page,
  }) => {
    const before = await serverDrawnColumn(browser, path);
    expect(before).not.toBeNull();
    await page.setViewportSize(desktop);
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      Object.assign(window, { __slipShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[]) {
          const sources = entry.sources.map((source) => (source.node as Element | undefined)?.id ?? '');
          if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    // The column's code arrives at the first idle moment after hydration, with no tap.
    const column = page.getByTestId('betslip');
    await expect(column).not.toHaveAttribute('data-placeholder');
    await expect(column.getByRole('switch', { name: /./ })).toHaveCount(1);
    const after = await column.boundingBox();
    expect(after).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(after![side] - before![side]), side).toBeLessThanOrEqual(1);
    }
    const shifts = await page.evaluate(
      () => (window as unknown as { __slipShifts: { value: number }[] }).__slipShifts,
    );
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
  });
}
