import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { ACCESS_COOKIE, ACCESS_PARAM, sha256Hex } from './src/platform/access/access-key';
import { needsLocalePrefix, resolveLocale, splitLocaleFromPath } from './src/platform/i18n/locale-rules';
import type { LocaleSettings } from './src/platform/i18n/locale-rules';
import { readRuntimeConfig } from './src/platform/config/runtime-config';
import { errorReportingOrigin, readErrorReportingConfig } from './src/platform/errors/error-reporting-config';
import {
  NONCE_HEADER,
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  createNonce,
} from './src/platform/security/security-headers';
import { widgetOrigins } from './src/platform/security/widget-origins';
import { MOBILE_APP_COOKIE, MOBILE_APP_PARAM } from './src/platform/shell/mobile-app';
import { BLOCKED_COUNTRY_HEADER, edgeCountry, isBlockedRegion } from './src/platform/geo/edge-country';
import { localeSettingsOf } from './src/platform/site/locale-settings';
import { tryGetSiteDocument } from './src/platform/site/site-document';
import type { SiteDocument } from '@sportsbook/contract';

/** Cookie that remembers the language a visitor chose. */
const LOCALE_COOKIE = 'NEXT_LOCALE';
/** Header next-intl reads the request's locale from. */
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';

// NOTE: when the site configuration cannot be loaded the error pages must still render, in English.
const fallbackSettings: LocaleSettings = { locales: ['en'] };

function requestedLocales(request: NextRequest): string[] {
  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return chosen ? [chosen, ...accepted] : accepted;
}

function pickLocale(request: NextRequest, settings: LocaleSettings): string {
  const defaultLocale = settings.locales[0];
  for (const code of requestedLocales(request)) {
    // NOTE: only a real match counts here; falling back to the default is the last step, not the first.
    const resolved = resolveLocale(code, settings, '');
    if (resolved) return resolved;
  }
  return defaultLocale ?? 'en';
}

/** The request's nonce and the policy that names it. */
interface PageSecurity {
  nonce: string;
  policy: string;
}

function withLocale(
  request: NextRequest,
  locale: string,
  security: PageSecurity,
  rewriteTo?: URL,
  { status, blockedCountry }: { status?: number; blockedCountry?: string } = {},
): NextResponse {
  const headers = new Headers(request.headers);
  if (blockedCountry) headers.set(BLOCKED_COUNTRY_HEADER, blockedCountry);
  headers.set(INTL_LOCALE_HEADER, locale);
  // NOTE: Next.js reads the nonce from the request's policy header and puts it on every script it renders.
  headers.set(NONCE_HEADER, security.nonce);
  headers.set('Content-Security-Policy', security.policy);
  return rewriteTo
    ? NextResponse.rewrite(rewriteTo, { request: { headers }, status })
    : NextResponse.next({ request: { headers } });
}

function redirect(url: URL): NextResponse {
  return NextResponse.redirect(url, 307);
}

function servedOverHttps(request: NextRequest): boolean {
  // NOTE: behind a TLS-terminating proxy the request reaches Next over http; the proxy says what the browser used.
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

/**
 * Every page request passes here. Each response carries the page's security headers: a Content-Security-Policy
 * with a fresh nonce and the frame ancestors the site allows, and HSTS over https (the headers every response
 * carries are set in next.config.ts, which cannot import from src).
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const site = await tryGetSiteDocument();
  const nonce = createNonce();
  const config = readRuntimeConfig();
  const policy = contentSecurityPolicy({
    nonce,
    backEndUrls: [config.platformApiUrl, config.sportsbookApiUrl, config.realtimeUrl],
    // NOTE: when the site configuration cannot be loaded, no other origin may frame the error pages.
    frameAncestors: site?.config.embed.allowed_origins ?? [],
    paymentScriptUrl: site?.feature_flags.quick_deposit ? config.platformApiUrl : null,
    errorReportingOrigin: errorReportingOrigin(readErrorReportingConfig()),
    tagManager: Boolean(site?.config.tag_manager_id),
    ...(site ? { widgets: widgetOrigins(site.config) } : {}),
    development: process.env.NODE_ENV === 'development',
  });
  const response = await routePage(request, site, { nonce, policy });
  response.headers.set('Content-Security-Policy', policy);
  if (servedOverHttps(request)) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  return response;
}

/**
 * The one-time parameters (access key, mobile-app mode) are taken and removed from the address, the locale is
 * read from the first path segment or negotiated (SPEC §2.1, §5), the address is made canonical (prefix only
 * where §2.8 wants one), a locked site serves the Locked page and a blocked region the Blocked page.
 */
async function routePage(
  request: NextRequest,
  site: SiteDocument | null,
  security: PageSecurity,
): Promise<NextResponse> {
  const settings = site ? localeSettingsOf(site.config) : fallbackSettings;
  const url = request.nextUrl.clone();

  // One-time parameters: remember them in cookies and clean the address.
  const accessKey = url.searchParams.get(ACCESS_PARAM);
  const mobileApp = url.searchParams.get(MOBILE_APP_PARAM);
  if (accessKey !== null || mobileApp !== null) {
    url.searchParams.delete(ACCESS_PARAM);
    url.searchParams.delete(MOBILE_APP_PARAM);
    const response = redirect(url);
    if (accessKey !== null) {
      response.cookies.set(ACCESS_COOKIE, await sha256Hex(accessKey), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
      });
    }
    if (mobileApp !== null) {
      response.cookies.set(MOBILE_APP_COOKIE, mobileApp === '0' ? '0' : '1', { sameSite: 'lax', path: '/' });
    }
    return response;
  }

  const { locale: pathLocale, rest } = splitLocaleFromPath(url.pathname, settings.locales);
  let locale = pathLocale;
  if (!locale) {
    // An alias or a differently-cased code in the first segment redirects to the canonical code.
    const [, first = ''] = url.pathname.split('/');
    const canonical = first && resolveLocale(first, settings, '');
    if (
      canonical &&
      canonical !== first &&
      (first.toLowerCase() === canonical.toLowerCase() || settings.aliases?.[first])
    ) {
      url.pathname =
        url.pathname.replace(`/${first}`, needsLocalePrefix(canonical, settings) ? `/${canonical}` : '') ||
        '/';
      return redirect(url);
    }
    locale = pickLocale(request, settings);
    if (needsLocalePrefix(locale, settings)) {
      url.pathname = `/${locale}${url.pathname === '/' ? '' : url.pathname}`;
      return redirect(url);
    }
  } else if (!needsLocalePrefix(locale, settings)) {
    url.pathname = rest;
    const response = redirect(url);
    response.cookies.set(LOCALE_COOKIE, locale, { sameSite: 'lax', path: '/' });
    return response;
  }

  const internal = request.nextUrl.clone();
  internal.pathname = `/${locale}${rest === '/' ? '' : rest}`;

  const keyHash = site?.config.access_key_sha256;
  if (keyHash && request.cookies.get(ACCESS_COOKIE)?.value !== keyHash && rest !== '/locked') {
    internal.pathname = `/${locale}/locked`;
    return withLocale(request, locale, security, internal, { status: 403 });
  }

  // A region the site is not offered in sees the Blocked page at every address, told which country it is.
  const country = edgeCountry(request.headers);
  if (isBlockedRegion(country, site?.config.blocked_country_codes.site ?? [])) {
    internal.pathname = `/${locale}/blocked`;
    // 451 Unavailable For Legal Reasons: crawlers and the operator's monitoring see the refusal, not a page.
    return withLocale(request, locale, security, internal, {
      status: 451,
      blockedCountry: country ?? undefined,
    });
  }

  const response = pathLocale
    ? withLocale(request, locale, security)
    : withLocale(request, locale, security, internal);
  if (pathLocale && request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, { sameSite: 'lax', path: '/' });
  }
  return response;
}

export const config = {
  runtime: 'nodejs',
  // Pages only: not the API routes, Next's own assets, or files with an extension (public/).
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};
