import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { framedPagePolicy } from '../../site/frame-ancestors';
import { pageLanguage } from '../html/html';
import type { PlatformContext } from '../platform-context';
import { DEFAULT_CURRENCY } from '../wallet/currencies';
import { formTypes, renderFormPage } from './form-page';
import type { FormType } from './form-page';

const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 2000 ? value : null;
}

/** The `redirect-url-after-oauth` address when it points at the web app; anything else is dropped. */
function webRedirect(value: unknown, webOrigin: string): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate, webOrigin);
    return url.origin === webOrigin ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Serves the auth forms (SPEC §2.6) at `/forms/{formType}` and at the custom paths of the site configuration
 * (`auth_forms.paths`), honouring `session_expired`, `token`, `redirect-url-after-oauth`, `locale` and the
 * configured custom parameters. Only the web origin and the operators that embed it may frame them.
 */
export function formRoutes(app: FastifyInstance, { deps }: PlatformContext): void {
  const paths = (): Record<FormType, string> => {
    const custom = deps.sites.get().config.auth_forms.paths;
    return {
      'sign-in': custom['sign-in'] ?? '/forms/sign-in',
      'sign-up': custom['sign-up'] ?? '/forms/sign-up',
      'edit-password': custom['edit-password'] ?? '/forms/edit-password',
    };
  };

  function send(form: FormType, request: FastifyRequest, reply: FastifyReply) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const { auth_forms: authForms } = deps.sites.get().config;
    const customParams: Record<string, string> = {};
    for (const key of Object.keys(authForms.custom_params)) {
      const value = text(query[key]);
      if (value !== null) customParams[key] = value.slice(0, 200);
    }
    const token = text(query.token);
    const html = renderFormPage({
      form,
      language: pageLanguage(query.locale, request.headers['accept-language']),
      webOrigin: deps.webOrigin,
      sessionExpired: query.session_expired === 'true' || query.session_expired === '1',
      token: token && TOKEN.test(token) ? token : null,
      redirectAfter: webRedirect(query['redirect-url-after-oauth'], deps.webOrigin),
      customParams,
      defaultCurrency: DEFAULT_CURRENCY,
      paths: paths(),
    });
    return reply
      .header('content-security-policy', framedPagePolicy(deps.sites, deps.webOrigin))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.get('/forms/:formType', (request, reply) => {
    const { formType } = request.params as { formType: string };
    const form = formTypes.find((type) => type === formType);
    if (!form) throw new ApiError(404, 'not_found', `No form "${formType}"`, { form_types: formTypes });
    return send(form, request, reply);
  });

  // NOTE: custom paths can change at run time (the control API patches the site), so they are looked up per
  // request rather than registered as routes.
  app.get('/*', (request, reply) => {
    const path = request.url.split('?')[0];
    const custom = Object.entries(deps.sites.get().config.auth_forms.paths).find(
      ([, value]) => value === path,
    );
    if (!custom) throw new ApiError(404, 'not_found', `No route for GET ${path}`);
    return send(custom[0] as FormType, request, reply);
  });
}
