import { test as base } from '@playwright/test';
import { resetSite } from './sandbox-control';

/** Chromium's console words for anything a Content-Security-Policy refused. */
const CSP_REFUSAL = /Content Security Policy/i;

/**
 * The test object every spec uses: the site configuration is put back after each test, so a test that changes
 * it cannot leak into the next; and a test fails when the page's Content-Security-Policy refused anything (a
 * script, a connection, an image, a frame) while it ran, unless it says it expects refusals.
 */
export const test = base.extend<{ cleanSite: void; cspRefusalsExpected: boolean; noCspRefusals: void }>({
  cleanSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object
    async ({}, use) => {
      await use();
      await resetSite();
    },
    { auto: true },
  ],
  cspRefusalsExpected: [false, { option: true }],
  noCspRefusals: [
    async ({ context, cspRefusalsExpected }, use) => {
      const refusals: string[] = [];
      context.on('console', (message) => {
        if (CSP_REFUSAL.test(message.text())) refusals.push(message.text());
      });
      await use();
      if (!cspRefusalsExpected && refusals.length > 0) {
        throw new Error(`The Content-Security-Policy refused:\n${refusals.join('\n')}`);
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
