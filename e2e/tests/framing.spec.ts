import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { patchSite } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

// NOTE: one local server, two origins: http://localhost:<port> is the operator the site allows, and
// http://127.0.0.1:<port> is a foreign page (another host, so another origin, for the browser).
let hostServer: Server;
let hostPort: number;

test.beforeAll(async () => {
  hostServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Host page</title><iframe id="product" title="Sportsbook" ` +
        `src="${systemUrls().webUrl}/" width="1000" height="700"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => hostServer.listen(0, resolve));
  hostPort = (hostServer.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => hostServer.close(resolve));
});

const operatorOrigin = () => `http://localhost:${hostPort}`;
const foreignOrigin = () => `http://127.0.0.1:${hostPort}`;

/** Opens the host page of an origin and answers the console's refusals of the framed product. */
async function openHostPage(page: Page, origin: string): Promise<string[]> {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.goto(`${origin}/`);
  return refusals;
}

test("the site's allowed operator origin can show it in a frame", async ({ page }) => {
  await patchSite({ config: { embed: { allowed_origins: [operatorOrigin()] } } });
  const refusals = await openHostPage(page, operatorOrigin());
  await expect(
    page.frameLocator('#product').getByRole('navigation', { name: 'Sports' }).first(),
  ).toBeVisible();
  expect(refusals).toEqual([]);
});

test.describe('refused frames', () => {
  test.use({ cspRefusalsExpected: true });

  test('a page of a foreign origin cannot frame it (clickjacking)', async ({ page }) => {
    await patchSite({ config: { embed: { allowed_origins: [operatorOrigin()] } } });
    const refusals = await openHostPage(page, foreignOrigin());
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.frameLocator('#product').getByRole('navigation', { name: 'Sports' })).toHaveCount(0);
  });

  test('with no operator origin configured only the site itself may frame it', async ({ page }) => {
    const refusals = await openHostPage(page, operatorOrigin());
    await expect.poll(() => refusals.length).toBeGreaterThan(0);
    await expect(page.frameLocator('#product').getByRole('navigation', { name: 'Sports' })).toHaveCount(0);
  });
});
