import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUserId } from '../platform/auth/session-cookie';
import { escapeHtml, htmlPage } from '../platform/html/html';
import type { PlatformContext } from '../platform/platform-context';
import { framedPagePolicy } from '../site/frame-ancestors';
import { getUser } from '../platform/users/user-queries';
import { listAccounts } from '../platform/wallet/accounts';
import { depositOptions } from './deposit-options';
import { renderDepositPage } from './deposit-page';
import { paymentLanguage, paymentTexts } from './payment-texts';
import type { PaymentLanguage, PaymentTexts } from './payment-texts';
import { transactionsBody } from './transactions-page';

type Query = Record<string, unknown>;

/** A return address of the query when it is on the web origin; anything else is dropped (no open redirect). */
export function webReturn(value: unknown, webOrigin: string): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value, webOrigin);
    return url.origin === webOrigin ? url.toString() : null;
  } catch {
    return null;
  }
}

function send(reply: FastifyReply, deps: PlatformContext['deps'], status: number, html: string) {
  return reply
    .status(status)
    .header('content-security-policy', framedPagePolicy(deps.sites, deps.webOrigin))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function page(language: PaymentLanguage, title: string, body: string, script = '') {
  return htmlPage({
    title,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    body,
    script,
    wide: !!script,
  });
}

function textPage(texts: PaymentTexts, title: string, paragraphs: string[], webOrigin: string): string {
  return `<h1>${escapeHtml(title)}</h1>${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}
<p class="links"><a href="${escapeHtml(webOrigin)}/">${escapeHtml(texts.back)}</a></p>`;
}

/**
 * The payment provider's pages on the platform origin (SPEC §2.7a): the deposit page, the transaction history,
 * the terms and the help center. Only the web origin and the operators that embed it may frame them.
 */
export function paymentPages(app: FastifyInstance, context: PlatformContext): void {
  const { deps, options } = context;
  const signedOut = (reply: FastifyReply, lang: PaymentLanguage, title: string) =>
    send(
      reply,
      deps,
      401,
      page(
        lang,
        title,
        `<h1>${escapeHtml(title)}</h1><p class="notice error" role="alert">${escapeHtml(paymentTexts(lang).signIn)}</p>`,
      ),
    );
  const language = (request: FastifyRequest) =>
    paymentLanguage((request.query as Query).locale, request.headers['accept-language']);

  app.get('/profile/wallet/deposit', async (request, reply) => {
    const query = request.query as Query;
    const lang = language(request);
    const texts = paymentTexts(lang);
    const userId = await currentUserId(request, deps, options);
    if (userId === null) return signedOut(reply, lang, texts.deposit);
    const user = await getUser(deps.db, userId);
    const currency =
      typeof query.currency === 'string' && /^[A-Z0-9]{3,6}$/.test(query.currency)
        ? query.currency
        : user.currency;
    const depositOptionsOf = await depositOptions(deps, user, currency).catch(() =>
      depositOptions(deps, user, user.currency),
    );
    const account = (await listAccounts(deps.db, userId)).find(
      (candidate) => candidate.currency === depositOptionsOf.currency,
    );
    const { body, script } = renderDepositPage({
      texts,
      options: depositOptionsOf,
      balance: account?.balance ?? null,
      webOrigin: deps.webOrigin,
      locale: lang,
      returns: {
        success: webReturn(query.success_url, deps.webOrigin),
        error: webReturn(query.error_url, deps.webOrigin),
        pending: webReturn(query.pending_url, deps.webOrigin),
      },
    });
    return send(reply, deps, 200, page(lang, texts.deposit, body, script));
  });

  app.get('/profile/wallet/transactions', async (request, reply) => {
    const lang = language(request);
    const texts = paymentTexts(lang);
    const userId = await currentUserId(request, deps, options);
    if (userId === null) return signedOut(reply, lang, texts.transactions);
    const body = await transactionsBody(deps.db, userId, texts, lang);
    return send(
      reply,
      deps,
      200,
      htmlPage({ title: texts.transactions, lang, dir: lang === 'ar' ? 'rtl' : 'ltr', body, wide: true }),
    );
  });

  app.get('/terms-and-conditions', async (request, reply) => {
    const texts = paymentTexts(language(request));
    return send(
      reply,
      deps,
      200,
      page(language(request), texts.terms, textPage(texts, texts.terms, texts.termsBody, deps.webOrigin)),
    );
  });

  app.get('/help-center', async (request, reply) => {
    const texts = paymentTexts(language(request));
    return send(
      reply,
      deps,
      200,
      page(language(request), texts.help, textPage(texts, texts.help, texts.helpBody, deps.webOrigin)),
    );
  });
}
