import type { Page } from '@playwright/test';
import { openPage, settleAfterResize } from '../support/a11y-journeys';
import { contentRoutes, localized } from '../support/a11y-routes';
import type { ScannedRoute } from '../support/a11y-routes';
import { reportViolations, scan } from '../support/axe';
import type { PageViolation } from '../support/axe';
import { expect, test } from '../support/fixtures';

/** The viewports every page is scanned in; a page loads in the first and is then narrowed to the next. */
const VIEWPORTS = [
  ['desktop 1280 px', { width: 1280, height: 900 }],
  ['phone 375 px', { width: 375, height: 812 }],
] as const;

// NOTE: the violations list is this suite's diagnosis; a trace would snapshot the page at each of 100 scans.
test.use({ trace: 'off' });

/**
 * Loads every route once and scans it in each viewport, in order; answers the violations. Narrowing the loaded
 * page redraws it as a phone draws it (the layout is CSS media queries and matchMedia listeners; the suite sends
 * the same user agent to both), so each route × viewport is scanned for half the page loads (decision 0019).
 */
async function scanRoutes(page: Page, locale: 'en' | 'ar', routes: ScannedRoute[]): Promise<PageViolation[]> {
  const violations: PageViolation[] = [];
  for (const route of routes) {
    const path = localized(locale, route.path);
    for (const [index, [viewportName, viewport]] of VIEWPORTS.entries()) {
      await page.setViewportSize(viewport);
      if (index === 0) {
        await openPage(page, path);
        if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      } else {
        await settleAfterResize(page);
      }
      violations.push(...(await scan(page, `${route.name} ${path} (${viewportName})`)));
    }
  }
  return violations;
}

test('every content page of SPEC §2.1 has no axe violation on a desktop and a phone, in English and Arabic', async ({
  page,
  context,
}, testInfo) => {
  // 25 routes × 2 viewports per locale; the two locales load and scan side by side, a page each (two renderer
  // processes use both cores).
  test.setTimeout(420_000);
  const routes = await contentRoutes();
  const pages = [page, await context.newPage()];
  const found = await Promise.all(
    (['en', 'ar'] as const).map((locale, index) => scanRoutes(pages[index]!, locale, routes)),
  );
  const violations = found.flat();
  const report = await reportViolations(testInfo, violations);
  expect(violations, report).toEqual([]);
});
