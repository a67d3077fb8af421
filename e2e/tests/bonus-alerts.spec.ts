import type { Page } from '@playwright/test';
import { DEMO, signInDemo } from '../support/demo-player';
import { acceptCookies } from '../support/consent';
import { expect, test } from '../support/fixtures';
import { patchSite, sandboxControl } from '../support/sandbox-control';

test.use({ bonusPopups: true });

/** Much shorter than the site's 2 s between alerts, so the test waits less; the order is the same. */
const DELAY_MS = 300;

/** Closes every bonus alert that opens, one by one; answers the names of the bonuses they showed. */
async function closeAlerts(page: Page): Promise<string[]> {
  const names: string[] = [];
  const alert = page.getByTestId('bonus-alert');
  for (;;) {
    try {
      await alert.waitFor({ state: 'visible', timeout: 3_000 });
    } catch {
      return names;
    }
    const dialog = page.getByRole('dialog');
    names.push((await alert.getByTestId('bonus-card').textContent()) ?? '');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(alert).toBeHidden();
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
  await alert.getByRole('button', { name: 'Got it' }).click();
  await expect(alert).toBeHidden();
  expect(await closeAlerts(page)).toEqual([]);

  // Seen is kept by the server: a reload shows no alert again.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await closeAlerts(page)).toEqual([]);
});
