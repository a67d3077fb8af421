import { z } from 'zod';
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
} as const;
