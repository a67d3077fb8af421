import type { Page } from '@playwright/test';

/** Accepts the cookie notice if it is showing (it sits over the phone tab bar and the page's foot). */
export async function acceptCookies(page: Page): Promise<void> {
  const consent = page.getByRole('button', { name: 'Accept' });
  if (await consent.isVisible()) await consent.click();
}
