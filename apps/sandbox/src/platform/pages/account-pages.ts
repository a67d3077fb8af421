import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { escapeHtml, htmlPage, pageLanguage } from '../html/html';
import type { PlatformContext } from '../platform-context';
import { confirmEmail, unlockAccount } from '../users/mail-tokens';

const texts = {
  en: {
    confirmed: 'Your e-mail address is confirmed. You can sign in now.',
    unlocked: 'Your account is unlocked. You can sign in again.',
    invalid: 'This link is not valid or has already been used.',
    back: 'Go to the sportsbook',
    confirmTitle: 'E-mail confirmation',
    unlockTitle: 'Unlock account',
  },
  de: {
    confirmed: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
    unlocked: 'Ihr Konto ist entsperrt. Sie können sich wieder anmelden.',
    invalid: 'Dieser Link ist ungültig oder wurde bereits verwendet.',
    back: 'Zum Sportwetten-Angebot',
    confirmTitle: 'E-Mail-Bestätigung',
    unlockTitle: 'Konto entsperren',
  },
};

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * The pages the mailed links open on the platform origin: they use the token, then say what happened and link
 * back to the web app.
 */
export function accountPages(app: FastifyInstance, { deps }: PlatformContext): void {
  async function page(
    request: FastifyRequest,
    param: string,
    use: (token: string) => Promise<void>,
    kind: 'confirm' | 'unlock',
  ) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const t = texts[pageLanguage(query.locale, request.headers['accept-language'])];
    const token = query[param];
    let ok = false;
    if (typeof token === 'string' && TOKEN.test(token)) {
      try {
        await use(token);
        ok = true;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
      }
    }
    const title = kind === 'confirm' ? t.confirmTitle : t.unlockTitle;
    const message = ok ? (kind === 'confirm' ? t.confirmed : t.unlocked) : t.invalid;
    return {
      status: ok ? 200 : 400,
      html: htmlPage({
        title,
        lang: t === texts.de ? 'de' : 'en',
        body: `<h1>${escapeHtml(title)}</h1>
<p class="notice ${ok ? 'info' : 'error'}" role="status" data-result="${ok ? 'ok' : 'invalid'}">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(deps.webOrigin)}/">${escapeHtml(t.back)}</a></p>`,
      }),
    };
  }

  app.get('/account/confirm', async (request, reply) => {
    const { status, html } = await page(
      request,
      'confirmation_token',
      (token) => confirmEmail(deps.db, token),
      'confirm',
    );
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  });

  app.get('/account/unlock', async (request, reply) => {
    const { status, html } = await page(
      request,
      'unlock_token',
      (token) => unlockAccount(deps.db, token),
      'unlock',
    );
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  });
}
