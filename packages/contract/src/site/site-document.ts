import { z } from 'zod';
import { ContentPages } from './content-pages';
import { FeatureFlags } from './feature-flags';
import { SiteConfig } from './site-config';

/**
 * What `GET /fe-api/site` answers: the site configuration and its feature flags, both validated, and the texts
 * of its content pages (read on the server only).
 */
export const SiteDocument = z.object({
  config: SiteConfig,
  feature_flags: FeatureFlags,
  content_pages: ContentPages.default({}),
});
export type SiteDocument = z.infer<typeof SiteDocument>;
