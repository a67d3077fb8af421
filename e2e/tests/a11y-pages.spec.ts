import type { Page } from '@playwright/test';
import { openPage } from '../support/a11y-journeys';
import { contentRoutes, localized } from '../support/a11y-routes';
import type { ScannedRoute } from '../support/a11y-routes';
import { reportViolations, scan } from '../support/axe';
import type { PageViolation } from '../support/axe';
import { expect, test } from '../support/fixtures';

const VIEWPORTS = {
  'desktop 1280 px': { width: 1280, height: 900 },
  'phone 375 px': { width: 375, height: 812 },
};

// NOTE: the violations list is this suite's diagnosis; a trace would snapshot the page at each of 100 scans.
test.use({ trace: 'off' });

/** Loads and scans every route in one viewport, in order; answers the violations. */
async function scanRoutes(
  page: Page,
  locale: 'en' | 'ar',
  viewportName: string,
  routes: ScannedRoute[],
): Promise<PageViolation[]> {
  const violations: PageViolation[] = [];
  for (const route of routes) {
    const path = localized(locale, route.path);
    await openPage(page, path);
    if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    violations.push(...(await scan(page, `${route.name} ${path} (${viewportName})`)));
  }
  return violations;
}

for (const locale of ['en', 'ar'] as const) {
  test(`every content page of SPEC §2.1 has no axe violation on a desktop and a phone (${locale})`, async ({
    page,
    context,
  }, testInfo) => {
    // 25 routes in each viewport; the two viewports load and scan side by side, one page each. Each page is
    // scrolled through before its scan (axe.ts): about 3 minutes on a quiet machine, so twice that for a busy one.
    test.setTimeout(600_000);
    const routes = await contentRoutes();
    const pages = [page, await context.newPage()];
    const found = await Promise.all(
      Object.entries(VIEWPORTS).map(async ([viewportName, viewport], index) => {
        const viewportPage = pages[index]!;
        await viewportPage.setViewportSize(viewport);
        return scanRoutes(viewportPage, locale, viewportName, routes);
      }),
    );
    const violations = found.flat();
    const report = await reportViolations(testInfo, violations);
    expect(violations, report).toEqual([]);
  });
}
