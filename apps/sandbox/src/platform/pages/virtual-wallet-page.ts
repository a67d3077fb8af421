import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { currentUserId } from '../auth/session-cookie';
import { escapeHtml, htmlPage } from '../html/html';
import type { PlatformContext } from '../platform-context';
import { listAccounts } from '../wallet/accounts';
import { findCurrency } from '../wallet/currencies';
import { virtualWalletProviders } from '../wallet/virtual-wallet';

function formatMinor(value: number, currency: string): string {
  const subunits = findCurrency(currency)?.subunits ?? 2;
  return `${(value / 10 ** subunits).toFixed(subunits)} ${currency}`;
}

/** `GET /virtual_wallet/{provider}`: the small page a virtual-wallet launch URL opens, with the player's balance. */
export function virtualWalletPage(app: FastifyInstance, context: PlatformContext): void {
  app.get('/virtual_wallet/:provider', async (request, reply) => {
    const { provider } = request.params as { provider: string };
    if (!Object.hasOwn(virtualWalletProviders, provider))
      throw new ApiError(404, 'not_found', `Unknown virtual wallet provider "${provider}"`);
    const userId = await currentUserId(request, context.deps, context.options);
    const accounts = userId === null ? [] : await listAccounts(context.deps.db, userId);
    const balances = accounts.length
      ? `<ul>${accounts.map((account) => `<li>${escapeHtml(formatMinor(account.balance, account.currency))}</li>`).join('')}</ul>`
      : '<p class="notice error">Sign in on the platform to play.</p>';
    const name = virtualWalletProviders[provider]!;
    return reply.type('text/html; charset=utf-8').send(
      htmlPage({
        title: name,
        lang: 'en',
        body: `<h1>${escapeHtml(name)}</h1><p class="muted">A sandbox stand-in for a virtual-sports provider's game, launched with the player's wallet.</p>${balances}`,
      }),
    );
  });
}
