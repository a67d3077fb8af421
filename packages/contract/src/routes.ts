import { z } from 'zod';
import { Sport } from './catalogue/sport';
import { PageQuery, paged } from './common/pagination';
import { defineRoute } from './http/route';
import { SiteDocument } from './site/site-document';

/**
 * Every endpoint of SPEC §7 in one table, grouped by interface. The web client and the sandbox router are both
 * typed from it, and the OpenAPI document is generated from it.
 */
export const routes = {
  frontend: {
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
  },
  sportsbook: {
    getSports: defineRoute({
      method: 'GET',
      api: 'sportsbook',
      path: '/sports',
      summary: 'Sports of the catalogue, by priority',
      auth: 'optional-bearer',
      query: PageQuery.extend({ locale: z.string().max(10).optional() }).strict(),
      response: paged(Sport),
    }),
  },
} as const;

export type Routes = typeof routes;
