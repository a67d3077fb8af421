import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  headerBalance,
  saveAcceptMode,
  SEEDED_EUR_BALANCE,
  setDemoBalance,
  signInDemo,
} from '../support/demo-player';
import { expect, test } from '../support/fixtures';

const SHOTS = '/tmp/shots/a11y-axe';
/** Issue 15's budget: key presses from the home page to a placed bet. */
const PRESS_BUDGET = 30;
/** How many presses of one key the journey may take before the test gives up on reaching a control. */
const PRESSES_TO_REACH_A_CONTROL = 40;

/** The keyboard, counting every key press (a chord such as Alt+Shift+B is one press, as a player makes it). */
function countingKeyboard(page: Page) {
  const pressed: string[] = [];
  return {
    pressed,
    async press(key: string) {
      pressed.push(key);
      await page.keyboard.press(key);
    },
    /** Types text one key per character. */
    async type(text: string) {
      for (const char of text) await this.press(char);
    },
    /** Presses `key` until `done` holds; fails past `limit` presses. */
    async pressUntil(key: string, done: () => Promise<boolean>, limit = PRESSES_TO_REACH_A_CONTROL) {
      for (let i = 0; i < limit; i += 1) {
        await this.press(key);
        if (await done()) return;
      }
      throw new Error(`${key} pressed ${limit} times without getting there`);
    },
  };
}

/** Whether the focused element is an open, unpicked odds button of the page's main content. */
function focusOnOpenOdds(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    return (
      focused instanceof HTMLButtonElement &&
      focused.closest('main') !== null &&
      focused.dataset.outcomeKey !== undefined &&
      focused.getAttribute('aria-pressed') === 'false' &&
      !focused.disabled
    );
  });
}

test('a signed-in player places a bet from the home page with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await setDemoBalance(SEEDED_EUR_BALANCE);
  try {
    // The sign-in is set-up, not journey: the dialog's form is filled by the test, then the session stays.
    await signInDemo(page);
    // Set-up too: the first open odds button may be a live price that moves before Enter places it, which with
    // the default "ask me" would stop the journey at a consent the press count is not about.
    await saveAcceptMode(page, 'any');
    await page.goto('/');
    await expect(headerBalance(page)).toHaveText('€250.00');
    await page.waitForLoadState('networkidle');
    const keys = countingKeyboard(page);
    const slip = page.getByRole('region', { name: 'Bet slip' });

    // Skip to content, into the page's own content, then on to the first open odds button.
    await keys.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await keys.press('Enter');
    await keys.pressUntil('Tab', () => focusOnOpenOdds(page));
    await keys.press('Enter');
    await expect(page.getByTestId('slip-announcement')).toHaveText(/^Added to bet slip: .+\. 1 selection\.$/);

    // The slip's shortcut, then Tab to the stake field and type it.
    await keys.press('Alt+Shift+B');
    await expect(slip).toBeFocused();
    const stake = slip.getByLabel(/^Stake for/);
    await keys.pressUntil('Tab', () => stake.evaluate((field) => field === document.activeElement));
    await keys.type('5');
    await expect(stake).toHaveValue('5');

    // Enter in the stake places the bet, as Place does, without Tabbing past the bonus picker, the quick stakes
    // and the promo-code form that lie between them.
    await keys.press('Enter');

    // What a screen reader says: the status region's text; and focus stays in the slip, on the result.
    await expect(page.getByRole('status').filter({ hasText: 'Bet placed' })).toBeVisible();
    await expect(slip.getByRole('heading', { name: 'Bet placed' })).toBeFocused();
    await expect(headerBalance(page)).toHaveText('€245.00');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/keyboard-journey-placed.png` });

    test.info().annotations.push({
      type: 'key presses',
      description: `${keys.pressed.length}: ${keys.pressed.join(' ')}`,
    });
    expect(keys.pressed.length, keys.pressed.join(' ')).toBeLessThanOrEqual(PRESS_BUDGET);
  } finally {
    await setDemoBalance(SEEDED_EUR_BALANCE);
  }
});
