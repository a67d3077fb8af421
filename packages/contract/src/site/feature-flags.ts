import { z } from 'zod';

/** Feature flags of SPEC §6 and §2.3; every flag is off unless the site turns it on. */
export const FeatureFlags = z.object({
  quick_deposit: z.boolean().default(false),
  activity_tracking: z.boolean().default(false),
  jackpots: z.boolean().default(false),
  responsible_gambling: z.boolean().default(false),
  sign_up_preloader: z.boolean().default(false),
  custom_sport_type_providers: z.boolean().default(false),
  rtl_view: z.boolean().default(false),
});
export type FeatureFlags = z.infer<typeof FeatureFlags>;
export type FeatureFlag = keyof FeatureFlags;
