import type { WidgetOrigins } from './widget-origins';

/** What a page's Content-Security-Policy depends on: the request's nonce and the deployment's origins. */
export interface PolicyInputs {
  /** Fresh for every request; Next.js puts it on its own scripts, the layout on the tag manager's. */
  nonce: string;
  /** Addresses the browser talks to: the platform and sportsbook APIs and the real-time socket. */
  backEndUrls: readonly string[];
  /** Operator origins allowed to frame the pages (site configuration `embed.allowed_origins`). */
  frameAncestors: readonly string[];
  /**
   * Where the payment provider script loads from (SPEC §2.7a: the platform frontend) when the site offers
   * deposits (`quick_deposit`); null otherwise.
   */
  paymentScriptUrl: string | null;
  /** Origins of the site's chat and push widgets (`widget-origins.ts`); none when it has none. */
  widgets?: WidgetOrigins;
  /** Where error reports are posted (the DSN's origin); null when nothing is reported. */
  errorReportingOrigin: string | null;
  /** Whether the site loads its tag manager, whose analytics send beacons to Google's origins. */
  tagManager: boolean;
  /** Next's development server evaluates its hot-reload code; a production build never needs eval. */
  development: boolean;
}

/** Where the tag manager's library and Google's tags load from. */
const TAG_MANAGER_SCRIPTS = 'https://www.googletagmanager.com';

/** Where Google Analytics, loaded through the tag manager, sends and fetches (Google's published CSP list). */
const TAG_MANAGER_ORIGINS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a page. Inline scripts run only with the request's nonce, script files only from
 * the site itself (and the tag manager's origin when the site has one, the payment provider's when it takes deposits); no plugins, no `<base>`; frames of the
 * page only by the site itself and the operator origins of the site configuration (clickjacking).
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const backEnds = [...new Set(inputs.backEndUrls.map(originOf).filter((origin) => origin !== null))];
  const analytics = inputs.tagManager ? TAG_MANAGER_ORIGINS : [];
  const widgets = inputs.widgets ?? { script: [], connect: [], font: [] };
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // NOTE: no 'strict-dynamic': Next.js 15 preloads the chunks of `next/dynamic` with <link rel="preload">
    // tags that carry no nonce, which that keyword would refuse; 'self' admits them and the site serves no
    // scripts but its own bundles.
    'script-src': [
      "'self'",
      `'nonce-${inputs.nonce}'`,
      ...(inputs.tagManager ? [TAG_MANAGER_SCRIPTS] : []),
      ...[inputs.paymentScriptUrl ? originOf(inputs.paymentScriptUrl) : null].filter(
        (origin) => origin !== null,
      ),
      ...widgets.script,
      ...(inputs.development ? ["'unsafe-eval'"] : []),
    ],
    // NOTE: React renders `style` attributes (virtual rows, crest hues, column counts), which no nonce covers.
    'style-src': ["'self'", "'unsafe-inline'"],
    // NOTE: images of IMAGE_ORIGINS come through the image proxy ('self'); operators' content images and team
    // logos of other origins are shown as they are, from any https origin or a back end.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...backEnds, ...analytics],
    'font-src': ["'self'", 'data:', ...widgets.font],
    'connect-src': [
      "'self'",
      ...new Set([...backEnds, ...(inputs.errorReportingOrigin ? [inputs.errorReportingOrigin] : [])]),
      ...analytics,
      ...widgets.connect,
    ],
    // NOTE: the real-time client runs in a dedicated worker of the site's own bundle; the push worker
    // (/push/sw.js) is the site's own file too.
    'worker-src': ["'self'", 'blob:'],
    // NOTE: the platform's forms and deposit page, match trackers and operators' iframe blocks are framed.
    'frame-src': ["'self'", 'https:', ...backEnds],
    'media-src': ["'self'", 'blob:', 'https:', ...backEnds],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'", ...inputs.frameAncestors],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A fresh nonce: 128 random bits in base64, as CSP asks (unguessable, never reused). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Request header the middleware hands the page's nonce to the layout in (for the tag manager's script). */
export const NONCE_HEADER = 'x-nonce';

/** HSTS for a page served over https: a year, subdomains included. Over plain http browsers ignore it. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
