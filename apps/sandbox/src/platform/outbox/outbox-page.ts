import type { FastifyInstance } from 'fastify';
import { escapeHtml, htmlPage, pageLanguage } from '../html/html';
import type { PlatformContext } from '../platform-context';
import { listOutbox } from './outbox';
import type { OutboxMessage } from './outbox';

const texts = {
  en: {
    title: 'Outbox',
    intro: 'Every e-mail and SMS the sandbox platform sent, newest first.',
    empty: 'Nothing sent yet.',
    when: 'Sent',
    kind: 'Kind',
    to: 'To',
    message: 'Message',
    open: 'Open link',
    refresh: 'Refresh',
    email: 'E-mail',
    sms: 'SMS',
  },
  de: {
    title: 'Postausgang',
    intro: 'Alle E-Mails und SMS der Sandbox-Plattform, die neuesten zuerst.',
    empty: 'Noch nichts gesendet.',
    when: 'Gesendet',
    kind: 'Art',
    to: 'An',
    message: 'Nachricht',
    open: 'Link öffnen',
    refresh: 'Aktualisieren',
    email: 'E-Mail',
    sms: 'SMS',
  },
};

function row(message: OutboxMessage, t: (typeof texts)['en']): string {
  const link = message.link
    ? `<br><a href="${escapeHtml(message.link)}" data-link>${escapeHtml(t.open)}</a> <span class="muted">${escapeHtml(message.link)}</span>`
    : '';
  return `<tr data-kind="${message.kind}">
<td class="muted">${escapeHtml(message.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>
<td class="kind">${escapeHtml(t[message.kind])}</td>
<td>${escapeHtml(message.recipient)}</td>
<td><strong>${escapeHtml(message.subject)}</strong><br><span style="white-space: pre-line">${escapeHtml(message.body)}</span>${link}</td>
</tr>`;
}

/**
 * `GET /outbox`: the mails and SMS (confirmation and unlock links, reset links, phone codes), newest first, as a
 * page, or as JSON with `?format=json` for scripts and browser tests.
 */
export function outboxRoutes(app: FastifyInstance, { deps }: PlatformContext): void {
  app.get('/outbox', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const messages = await listOutbox(deps.db);
    if (query.format === 'json')
      return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
    const language = pageLanguage(query.locale, request.headers['accept-language']);
    const t = texts[language];
    const table = messages.length
      ? `<table><thead><tr><th>${t.when}</th><th>${t.kind}</th><th>${t.to}</th><th>${t.message}</th></tr></thead>
<tbody>${messages.map((message) => row(message, t)).join('')}</tbody></table>`
      : `<p class="muted">${t.empty}</p>`;
    const body = `<h1>${t.title}</h1><p class="muted">${t.intro}</p>
<p><a href="/outbox?locale=${language}">${t.refresh}</a></p>${table}`;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(htmlPage({ title: t.title, lang: language, body, wide: true }));
  });
}
