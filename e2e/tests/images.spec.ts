import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { acceptCookies } from '../support/consent';
import { expect, test } from '../support/fixtures';
import { patchSite } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

// SPEC §2.8: images go through the image proxy. The build's IMAGE_ORIGINS is unset here, so the proxy serves the
// sandbox's host on any port (the sandbox's ports change every run); any other origin is shown as it is.

/** An origin the proxy is not given; the browser fetches from it directly (the test answers for it). */
const ELSEWHERE = 'https://images.elsewhere.example';

const proxiedPath = (url: string) => `/_next/image?url=${encodeURIComponent(url)}`;

/** Brings a lazy image into view and waits until the browser has decoded it; answers its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

/** The next answer of the image proxy for `url`: it must be an image in a modern format. */
function proxyAnswer(page: Page, url: string) {
  return page.waitForResponse((response) => response.url().includes(proxiedPath(url)));
}

test("a promotion's banner, served by the sandbox, is shown through the image proxy", async ({ page }) => {
  const banner = `${systemUrls().sportsbookUrl}/fe-api/banners/hunting-desktop.webp`;
  const answered = proxyAnswer(page, banner);
  await page.goto('/promotions');
  await acceptCookies(page);
  const image = page.getByRole('article', { name: 'Goal hunt' }).locator('picture img');
  await expect(image).toHaveAttribute('src', new RegExp(`^${literal(proxiedPath(banner))}&w=\\d+&q=80$`));
  expect(await loadedWidth(image)).toBeGreaterThan(0);
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(
    proxiedPath(banner),
  );
});

test('on a phone the banner is the mobile one, through the proxy too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const banner = `${systemUrls().sportsbookUrl}/fe-api/banners/hunting-mobile.webp`;
  const answered = proxyAnswer(page, banner);
  await page.goto('/promotions');
  await acceptCookies(page);
  const image = page.getByRole('article', { name: 'Goal hunt' }).locator('picture img');
  expect(await loadedWidth(image)).toBeGreaterThan(0);
  expect((await answered).status()).toBe(200);
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(
    proxiedPath(banner),
  );
});

test("the site's content images: a listed origin's through the proxy, another origin's as they are", async ({
  page,
}) => {
  const listed = `${systemUrls().sportsbookUrl}/fe-api/banners/tournament-desktop.webp`;
  const elsewhere = `${ELSEWHERE}/crests/home-team.webp`;
  const bytes = readFileSync(
    new URL('../../apps/sandbox/media/banners/lootbox-mobile.webp', import.meta.url),
  );
  const direct: string[] = [];
  await page.route(`${ELSEWHERE}/**`, async (route) => {
    direct.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/webp', body: bytes });
  });
  await patchSite({
    config: {
      pages: {
        home: [
          { type: 'image', id: 'listed', src: listed, alt: 'Weekly race banner', href: null },
          { type: 'image', id: 'elsewhere', src: elsewhere, alt: 'Home team crest', href: null },
        ],
      },
    },
  });
  const answered = proxyAnswer(page, listed);
  await page.goto('/');
  await acceptCookies(page);

  const proxied = page.getByRole('img', { name: 'Weekly race banner' });
  await expect(proxied).toHaveAttribute('src', new RegExp(`^${literal(proxiedPath(listed))}&w=\\d+&q=80$`));
  expect(await loadedWidth(proxied)).toBeGreaterThan(0);
  expect((await answered).status()).toBe(200);

  const shown = page.getByRole('img', { name: 'Home team crest' });
  await expect(shown).toHaveAttribute('src', elsewhere);
  await expect(shown).not.toHaveAttribute('srcset', /.+/);
  expect(await loadedWidth(shown)).toBeGreaterThan(0);
  expect(direct).toContain(elsewhere);
});

/** A string as a literal inside a regular expression. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
