import { test as base } from '@playwright/test';
import { patchSite, resetSite } from './sandbox-control';

/**
 * Bonus alerts and toasts switched off (jackpot toasts stay on): the sandbox issues bonuses as tests play (a
 * hunting's freebet, a lootbox every third qualifying bet, a fresh player's sign-up bonuses), and an alert that
 * opens over the page would stop a test that is about something else. Tests of the alerts opt in.
 */
const QUIET_BONUSES = {
  bonus_alerts: { enabled: false, delay_ms: 2_000 },
  bonus_toasts: {
    comboboost: false,
    freebet: false,
    hunting: false,
    tournament: false,
    lootbox: false,
    jackpot: true,
  },
};

/** Chromium's console words for anything a Content-Security-Policy refused. */
const CSP_REFUSAL = /Content Security Policy/i;

/**
 * The test object every spec uses: the site configuration is put back after each test, so a test that changes
 * it cannot leak into the next, and bonus alerts and toasts stay quiet unless a test asks for them
 * (`test.use({ bonusPopups: true })`); and a test fails when the page's Content-Security-Policy refused anything (a
 * script, a connection, an image, a frame) while it ran, unless it says it expects refusals.
 */
export const test = base.extend<{
  cleanSite: void;
  bonusPopups: boolean;
  cspRefusalsExpected: boolean;
  noCspRefusals: void;
}>({
  bonusPopups: [false, { option: true }],
  cleanSite: [
    async ({ bonusPopups }, use) => {
      if (!bonusPopups) await patchSite({ config: QUIET_BONUSES });
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
