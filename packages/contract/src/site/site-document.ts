import { z } from 'zod';
import { FeatureFlags } from './feature-flags';
import { SiteConfig } from './site-config';

/** What `GET /fe-api/site` answers: the site configuration and its feature flags, both validated. */
export const SiteDocument = z.object({
  config: SiteConfig,
  feature_flags: FeatureFlags,
});
export type SiteDocument = z.infer<typeof SiteDocument>;
