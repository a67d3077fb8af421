import type { FastifyInstance } from 'fastify';
import { currentSession } from '../platform/auth/session-cookie';
import { escapeHtml, htmlPage, inlineJson } from '../platform/html/html';
import type { PlatformContext } from '../platform/platform-context';
import { getUser } from '../platform/users/user-queries';
import { framedPagePolicy } from '../site/frame-ancestors';
import { findCurrency } from '../platform/wallet/currencies';
import { limitsFormScript } from './limits-form-script';
import { limitFormatter, unitOf } from './limits-page-format';
import type { LimitFormatter } from './limits-page-format';
import { limitsPageDirection, limitsPageLanguage, limitsPageTexts } from './limits-page-texts';
import type { LimitsPageTexts } from './limits-page-texts';
import { currentLimitRows, toLimit } from './limits-repository';
import { isInForce, periodicTypes } from './limit-rules';
import { jurisdictionPolicy } from './policy';

type Row = ReturnType<typeof toLimit>;

function rowHtml(limit: Row, t: LimitsPageTexts, format: LimitFormatter): string {
  const until = limit.status === 'unconfirmed' ? limit.confirm_until : limit.disable_at;
  const when = until
    ? ` <span class="muted">${escapeHtml(t.until)} <time datetime="${until}">${escapeHtml(format.date(until))}</time></span>`
    : '';
  const period = limit.period ? ` · ${escapeHtml(t.periods[limit.period as 'day'] ?? limit.period)}` : '';
  return `<tr><td class="kind">${escapeHtml(t.types[limit.type] ?? limit.type)}${period}</td>
<td class="value">${escapeHtml(format.value(limit.type, limit.value))}</td><td>${escapeHtml(t.statuses[limit.status] ?? limit.status)}${when}</td></tr>`;
}

/**
 * The platform's limits form (`/forms/limits`, like the auth forms on the platform origin): the player's
 * limits, and a form that sets, changes or removes one through `POST /api/user_limits` (CSRF header, rate limit)
 * under the jurisdiction's policy. The web app's limits view links here.
 */
export function limitsPage(app: FastifyInstance, { deps, options }: PlatformContext): void {
  app.get('/forms/limits', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const language = limitsPageLanguage(query.locale, request.headers['accept-language']);
    const t = limitsPageTexts[language];
    const session = await currentSession(request, deps, options);
    const policy = jurisdictionPolicy(deps.sites);
    let body: string;
    let script = '';
    if (!session) {
      body = `<h1>${escapeHtml(t.title)}</h1><p class="notice error" role="alert">${escapeHtml(t.signIn)}</p>
<p><a href="${escapeHtml(deps.webOrigin)}/">${escapeHtml(t.back)}</a></p>`;
    } else {
      const user = await getUser(deps.db, session.userId);
      const subunits = findCurrency(user.currency)?.subunits ?? 2;
      const format = limitFormatter(language, user.currency, subunits, t);
      const rows = (await currentLimitRows(deps.db, session.userId, new Date(options.now()))).map(toLimit);
      const shown = rows.filter((row) => isInForce(row.status) || row.status === 'unconfirmed');
      const types = policy.limit_types
        .map(
          (type) =>
            `<option value="${type}" data-unit="${unitOf(type)}" data-periodic="${periodicTypes.has(type)}">${escapeHtml(t.types[type] ?? type)}</option>`,
        )
        .join('');
      body = `<h1>${escapeHtml(t.title)}</h1>
<p class="muted">${escapeHtml(t.rules.replace('{hours}', String(policy.increase_cooling_off_hours)))}</p>
${shown.length === 0 ? `<p>${escapeHtml(t.none)}</p>` : `<table><thead><tr><th scope="col">${escapeHtml(t.type)}</th><th scope="col">${escapeHtml(t.value)}</th><th scope="col">${escapeHtml(t.status)}</th></tr></thead><tbody>${shown.map((row) => rowHtml(row, t, format)).join('')}</tbody></table>`}
<form id="limit-form" novalidate>
<h2>${escapeHtml(t.change)}</h2>
<p id="status" role="status" aria-live="polite"></p>
<label for="type">${escapeHtml(t.type)}</label><select id="type" name="type">${types}</select>
<label for="period">${escapeHtml(t.period)}</label><select id="period" name="period"><option value="">—</option>${(['day', 'week', 'month'] as const).map((period) => `<option value="${period}">${escapeHtml(t.periods[period])}</option>`).join('')}</select>
<label for="value">${escapeHtml(t.value)} <span id="unit" class="unit"></span></label><input id="value" name="value" inputmode="decimal" autocomplete="off" aria-describedby="value-hint">
<p class="muted" id="value-hint">${escapeHtml(t.valueHint)}</p>
<button type="submit">${escapeHtml(t.save)}</button>
<p class="links"><button type="button" class="link" id="remove">${escapeHtml(t.remove)}</button></p>
</form>
<p class="links"><a href="${escapeHtml(deps.webOrigin)}/">${escapeHtml(t.back)}</a></p>`;
      const units = {
        money: format.unitLabel('money'),
        minute: format.unitLabel('minute'),
        day: format.unitLabel('day'),
      };
      script = limitsFormScript(
        inlineJson({ factor: 10 ** subunits, units, texts: { saved: t.saved, failed: t.failed } }),
      );
    }
    return reply
      .header('content-security-policy', framedPagePolicy(deps.sites, deps.webOrigin))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        htmlPage({
          title: t.title,
          lang: language,
          dir: limitsPageDirection(language),
          wide: true,
          body,
          script,
        }),
      );
  });
}
