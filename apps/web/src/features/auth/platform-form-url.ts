import type { SiteConfig } from '@sportsbook/contract';

/** The auth forms served by the platform origin (SPEC §2.6). */
export type PlatformForm = 'sign-in' | 'sign-up' | 'edit-password';

/**
 * The address of a platform auth form (SPEC §2.6): `/forms/{form}` or the site's custom path, with
 * `session_expired`, the edit-password `token`, `redirect-url-after-oauth` (the current page), the language and
 * the site's custom parameters.
 */
export function platformFormUrl(
  platformOrigin: string,
  form: PlatformForm,
  options: {
    authForms: SiteConfig['auth_forms'];
    locale: string;
    currentUrl: string;
    sessionExpired?: boolean;
    token?: string | null;
  },
): string {
  const url = new URL(options.authForms.paths[form] ?? `/forms/${form}`, platformOrigin);
  for (const [key, value] of Object.entries(options.authForms.custom_params))
    url.searchParams.set(key, value);
  if (options.sessionExpired) url.searchParams.set('session_expired', 'true');
  if (options.token) url.searchParams.set('token', options.token);
  url.searchParams.set('redirect-url-after-oauth', options.currentUrl);
  url.searchParams.set('locale', options.locale.split('-')[0]!);
  return url.toString();
}
