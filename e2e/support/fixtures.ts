import { test as base } from '@playwright/test';
import { resetSite } from './sandbox-control';

/**
 * The test object every spec uses: the site configuration is put back after each test, so a test that changes
 * it cannot leak into the next.
 */
export const test = base.extend<{ cleanSite: void }>({
  cleanSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use) => {
      await use();
      await resetSite();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
