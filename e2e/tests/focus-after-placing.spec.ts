import type { Locator, Page } from '@playwright/test';
import { pickUpcoming } from '../support/betslip';
import { saveAcceptMode, SEEDED_EUR_BALANCE, setDemoBalance, signInDemo } from '../support/demo-player';
import { expect, test } from '../support/fixtures';

const SHOTS = '/tmp/shots/a11y';
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 375, height: 812 },
} as const;

/** What the focused element is, for a failure message: its tag, role and text. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return '<body>';
    return `<${focused.tagName.toLowerCase()} role=${focused.getAttribute('role')}> ${focused.textContent?.slice(0, 40)}`;
  });
}

/** Presses Tab until `control` has focus, as a keyboard player reaches it; fails after 30 presses. */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let press = 0; press < 30; press += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`30 Tabs did not reach the control; focus is on ${await focusedElement(page)}`);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`after Place the result takes focus, and after Done focus stays with the slip (${name})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await setDemoBalance(SEEDED_EUR_BALANCE);
    try {
      await page.setViewportSize(viewport);
      await signInDemo(page);
      // Prematch prices hold still; 'any' keeps a moved price from stopping the placement at a consent prompt.
      await saveAcceptMode(page, 'any');
      await page.goto('/');
      await pickUpcoming(page);
      // The column on a desktop; on a phone the first selection opens the slip as a sheet.
      const slip =
        name === 'desktop'
          ? page.getByRole('region', { name: 'Bet slip' })
          : page.getByRole('dialog', { name: 'Bet slip' });
      const stake = slip.getByLabel(/^Stake for/);
      await stake.fill('2');

      const place = slip.getByRole('button', { name: 'Place bet' });
      await place.focus();
      await page.keyboard.press('Enter');
      const result = slip.getByRole('heading', { name: 'Bet placed' });
      await expect(result).toBeVisible();
      await expect(result, `focus is on ${await focusedElement(page)}`).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/placed-focus-${name}.png` });

      // Done clears the result: the player is still in the slip (desktop) or back where the sheet came from.
      await tabTo(page, slip.getByRole('button', { name: 'Done' }));
      await page.keyboard.press('Enter');
      await expect(result).toBeHidden();
      if (name === 'desktop') {
        await expect(slip, `focus is on ${await focusedElement(page)}`).toBeFocused();
      } else {
        await expect(slip).toBeHidden();
        const focused = await focusedElement(page);
        expect(focused, 'focus fell to the page after the sheet closed').not.toBe('<body>');
      }
    } finally {
      await setDemoBalance(SEEDED_EUR_BALANCE);
    }
  });
}
