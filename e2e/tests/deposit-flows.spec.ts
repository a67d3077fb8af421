import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/fixtures';
import { confirmFromOutbox, freshPlayer, signInAs, signUpInModal } from '../support/fresh-player';
import { patchSite } from '../support/sandbox-control';
import { systemUrls } from '../support/system';

// Deposits (issue 18) as they start elsewhere than the header: the first sign-in after a sign-up, when the site
// asks for the deposit redirect; and an operator's page that frames the sportsbook and runs its own cashier.

let hostServer: Server;
let hostPort: number;

/**
 * An operator's page at http://localhost:<port> (the same site as the sportsbook, so the player's cookies go
 * with the frame). It speaks the host SDK's protocol (packages/embed): on `initialized` it answers which
 * messages it handles (`deposit`, unless ?listen=none), and shows what a `deposit` message asked for.
 */
function hostPage(listen: boolean): string {
  const web = new URL(systemUrls().webUrl).origin;
  const types = listen ? ['sportsbook:deposit'] : [];
  return `<!doctype html><html lang="en"><title>Operator</title>
<p id="cashier" role="status"></p>
<iframe id="product" title="Sportsbook" src="${web}/" width="1200" height="800"></iframe>
<script>
const frame = document.getElementById('product');
window.addEventListener('message', (event) => {
  if (event.origin !== ${JSON.stringify(web)} || !event.data || typeof event.data.type !== 'string') return;
  if (event.data.type === 'sportsbook:initialized')
    frame.contentWindow.postMessage({ type: 'sportsbook:listening', payload: { types: ${JSON.stringify(types)} } }, ${JSON.stringify(web)});
  if (event.data.type === 'sportsbook:deposit')
    document.getElementById('cashier').textContent = 'Cashier opened for ' + event.data.payload.currency;
});
</script></html>`;
}

test.beforeAll(async () => {
  hostServer = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(!request.url?.includes('listen=none')));
  });
  await new Promise<void>((resolve) => hostServer.listen(0, resolve));
  hostPort = (hostServer.address() as AddressInfo).port;
});

test.afterAll(async () => {
  await new Promise((resolve) => hostServer.close(resolve));
});

const operatorOrigin = () => `http://localhost:${hostPort}`;

test("an operator's page that listens for deposit opens its own cashier from the framed sportsbook", async ({
  page,
}) => {
  await patchSite({ config: { embed: { allowed_origins: [operatorOrigin()] } } });
  const player = await freshPlayer(1_000);
  await signInAs(page, player, '€10.00');
  await page.goto(`${operatorOrigin()}/`);
  const product = page.frameLocator('#product');
  await expect(product.getByTestId('header-balance')).toHaveText('€10.00');
  await product.getByRole('banner').getByRole('button', { name: 'Deposit' }).click();
  await expect(page.getByRole('status')).toHaveText('Cashier opened for EUR');
  // the host's cashier takes the deposit: the sportsbook opens no deposit of its own
  await expect(product.getByRole('dialog', { name: 'Deposit' })).toHaveCount(0);
});

test("an operator's page that does not listen for deposit gets no deposit button in its frame", async ({
  page,
}) => {
  await patchSite({ config: { embed: { allowed_origins: [operatorOrigin()] } } });
  const player = await freshPlayer(1_000);
  await signInAs(page, player, '€10.00');
  await page.goto(`${operatorOrigin()}/?listen=none`);
  const product = page.frameLocator('#product');
  await expect(product.getByTestId('header-balance')).toHaveText('€10.00');
  await expect(product.getByRole('banner').getByRole('button', { name: 'Deposit' })).toHaveCount(0);
});

test('a newcomer who signed up goes to the deposit page at the first sign-in, once, when the site asks', async ({
  page,
}) => {
  await patchSite({ config: { deposit_redirect_after_registration: true } });
  const player = { email: `registered-${Date.now()}@sandbox.test`, password: 'fresh-pass-7' };
  await page.goto('/?modal=signUp');
  await signUpInModal(page, { ...player, firstName: 'Rhea', lastName: 'Registered' });
  await confirmFromOutbox(player.email);

  await signInAs(page, player, '€0.00');
  const dialog = page.getByRole('dialog', { name: 'Deposit' });
  await expect(dialog.getByRole('tab', { name: 'Deposit page', selected: true })).toBeVisible();
  await expect(
    dialog.frameLocator('iframe[title="Deposit page"]').getByRole('heading', { name: 'Deposit' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // once only: the next visit does not send the player to the deposit again
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('€0.00');
  await expect(page.getByRole('dialog', { name: 'Deposit' })).toHaveCount(0);
});
