import type { Page } from '@playwright/test';
import { DEMO, signInDemo } from '../support/demo-player';
import { acceptCookies } from '../support/consent';
import { expect, test } from '../support/fixtures';
import { patchSite, sandboxControl } from '../support/sandbox-control';

test.use({ bonusPopups: true });

/** Much shorter than the site's 2 s between alerts, so the test waits less; the order is the same. */
const DELAY_MS = 300;

/**
 * Closes every bonus alert that opens, one by one; answers the bonuses they showed (`type-id`). The next alert
 * may enter moments after one leaves, so each is waited out by its own bonus, not by the dialog.
 */
async function closeAlerts(page: Page): Promise<string[]> {
  const shown: string[] = [];
  const alert = page.getByTestId('bonus-alert');
  for (;;) {
    try {
      await alert.waitFor({ state: 'visible', timeout: 3_000 });
    } catch {
      return shown;
    }
    const bonus = (await alert.getAttribute('data-bonus')) ?? '';
    shown.push(bonus);
    await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
    await expect(page.locator(`[data-testid="bonus-alert"][data-bonus="${bonus}"]`)).toBeHidden();
  }
}

test('the demo player gets one alert per unseen bonus, a toast and an alert for a new one, and none after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await patchSite({ config: { bonus_alerts: { enabled: true, delay_ms: DELAY_MS } } });
  await page.goto('/');
  await acceptCookies(page);
  await signInDemo(page);

  // The bonuses the player has not seen yet, each once (the seeded world holds several).
  const first = await closeAlerts(page);
  expect(first.length).toBeGreaterThan(0);
  // Each bonus once: none comes back after it was shown.
  expect(new Set(first).size).toBe(first.length);
  await expect(page.getByRole('link', { name: /^Bonuses: \d+ available$/ })).toBeVisible();

  // A freebet issued now: its toast card at once, then its alert.
  const { bonus_id: bonusId } = await sandboxControl<{ bonus_id: number }>('POST', '/bonuses/issue', {
    email: DEMO.email,
    campaign: 'promo-five',
  });
  expect(bonusId).toBeGreaterThan(0);
  const toast = page.locator('[data-type="success"]', { has: page.getByText('Bonus detail') });
  await expect(toast.getByTestId('bonus-card')).toHaveText(/Promo freebet.*€5\.00/);
  const alert = page.getByRole('dialog', { name: 'You have a freebet' });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('bonus-card')).toContainText('Promo freebet');
  await expect(alert.getByTestId('bonus-alert')).toHaveAttribute('data-bonus', `freebet-${bonusId}`);
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toBeHidden();
  expect(await closeAlerts(page)).toEqual([]);

  // Seen is kept by the server: a reload shows no alert again.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await closeAlerts(page)).toEqual([]);
});
