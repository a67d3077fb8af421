import { z } from 'zod';
import { ExchangeRates } from '../common/exchange-rates';
import { IdParam } from '../common/money';
import { defineRoute } from '../http/route';
import { frontendRefs } from './frontend.refs';
import { SiteDocument } from '../site/site-document';

/** Front-end assets and configuration, under `/fe-api` on the sportsbook origin. */
export const frontendRoutes = {
  getSite: defineRoute({
    ...frontendRefs.getSite,
    summary: 'Site configuration and feature flags of the site named by `site` (default site when absent)',
    query: z.strictObject({
      site: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/)
        .optional(),
    }),
    response: SiteDocument,
  }),
  getIcons: defineRoute({
    ...frontendRefs.getIcons,
    summary:
      'The icon pair of SPEC §7 as one SVG sprite: `<symbol id="icon-…">` for interface icons and `<symbol id="sport-…">` ' +
      'for sport icons; `v` versions it for caching',
    query: z.strictObject({
      v: z
        .string()
        .regex(/^[a-z0-9.-]{1,20}$/)
        .optional(),
    }),
    response: z.string(),
    produces: 'image/svg+xml',
  }),
  getBanner: defineRoute({
    ...frontendRefs.getBanner,
    summary:
      "A promotion banner image (SPEC §3 banners: the `url` of a promotion's desktop and mobile banner) in WebP; " +
      "what an operator's image CDN serves, on an origin of its own, for the web app's image proxy (SPEC §2.8)",
    params: z.strictObject({ file: z.string().regex(/^[a-z0-9-]{1,60}\.webp$/) }),
    response: z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array),
    produces: 'image/webp',
  }),
  getExchangeRates: defineRoute({
    ...frontendRefs.getExchangeRates,
    summary:
      'The exchange rates of SPEC §4 Shared-bet flow: per currency a platform account can hold, the units one ' +
      'unit of `base` buys and its minor-unit digits, as of `as_of`. Front ends convert shared stakes with ' +
      'these, never with rates of their own; cacheable (`Cache-Control: max-age`)',
    response: ExchangeRates,
  }),
  getMatchTracker: defineRoute({
    ...frontendRefs.getMatchTracker,
    summary:
      'An HTML page for an iframe: an animated tracker of a match with video (score, clock, play), following ' +
      'the live state; what `/matches/{id}/video` points at in the sandbox',
    params: z.strictObject({ id: IdParam }),
    response: z.string(),
    produces: 'text/html; charset=utf-8',
  }),
} as const;
