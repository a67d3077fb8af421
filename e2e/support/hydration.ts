import type { Page } from '@playwright/test';

/**
 * Holds the page's JavaScript chunks back until `release()`: the server-drawn page paints, but nothing hydrates,
 * which is how a slow phone spends its first seconds. Call before `page.goto`.
 */
export async function holdHydration(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    held += 1;
    await released;
    await route.fallback();
  });
  return { release, held: () => held };
}
