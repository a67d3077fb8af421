import { z } from 'zod';
import { IdParam } from '../common/money';
import { defineRoute } from '../http/route';
import { SiteDocument } from '../site/site-document';

/** Front-end assets and configuration, under `/fe-api` on the sportsbook origin. */
export const frontendRoutes = {
  getSite: defineRoute({
    method: 'GET',
    api: 'frontend',
    path: '/site',
    summary: 'Site configuration and feature flags of the site named by `site` (default site when absent)',
    auth: 'none',
    query: z.strictObject({
      site: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/)
        .optional(),
    }),
    response: SiteDocument,
  }),
  getIcons: defineRoute({
    method: 'GET',
    api: 'frontend',
    path: '/icons.svg',
    summary:
      'The icon pair of SPEC §7 as one SVG sprite: `<symbol id="icon-…">` for interface icons and `<symbol id="sport-…">` ' +
      'for sport icons; `v` versions it for caching',
    auth: 'none',
    query: z.strictObject({
      v: z
        .string()
        .regex(/^[a-z0-9.-]{1,20}$/)
        .optional(),
    }),
    response: z.string(),
    produces: 'image/svg+xml',
  }),
  getMatchTracker: defineRoute({
    method: 'GET',
    api: 'frontend',
    path: '/tracker/{id}',
    summary:
      'An HTML page for an iframe: an animated tracker of a match with video (score, clock, play), following ' +
      'the live state; what `/matches/{id}/video` points at in the sandbox',
    auth: 'none',
    params: z.strictObject({ id: IdParam }),
    response: z.string(),
    produces: 'text/html; charset=utf-8',
  }),
} as const;
