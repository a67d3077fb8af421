import { openPage } from '../support/a11y-journeys';
import { contentRoutes, localized } from '../support/a11y-routes';
import { reportViolations, scan } from '../support/axe';
import type { PageViolation } from '../support/axe';
import { expect, test } from '../support/fixtures';

const VIEWPORTS = {
  'desktop 1280 px': { width: 1280, height: 900 },
  'phone 375 px': { width: 375, height: 812 },
};

for (const locale of ['en', 'ar'] as const) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`${locale}, ${viewportName}`, () => {
      test.use({ viewport });

      test(`every content page of SPEC §2.1 has no axe violation (${locale}, ${viewportName})`, async ({
        page,
      }, testInfo) => {
        // One page load and one scan per route: 25 of them.
        test.setTimeout(600_000);
        const violations: PageViolation[] = [];
        for (const route of await contentRoutes()) {
          const path = localized(locale, route.path);
          await openPage(page, path);
          if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
          violations.push(...(await scan(page, `${route.name} ${path}`)));
        }
        const report = await reportViolations(testInfo, violations);
        expect(violations, report).toEqual([]);
      });
    });
  }
}
