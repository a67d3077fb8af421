import { z } from 'zod';
import { Id } from '../common/money';
import { SportRef } from './category';

/** A league (tournament) of a category (SPEC §3 League). */
export const League = z.object({
  id: Id,
  urn_id: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  priority: z.number().int(),
  /** Per-key priority overrides (for example per site section), applied over `priority`. */
  priority_overrides: z.record(z.string(), z.number().int()).default({}),
  category: z.object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    country_code: z.string().length(2).nullable(),
  }),
  sport: SportRef,
  /** Outcomes of the league's main market (3 for 1X2), so lists can lay out their columns. */
  main_market_outcomes_count: z.number().int().nonnegative(),
  secondary_market_outcomes_count: z.number().int().nonnegative(),
});
export type League = z.infer<typeof League>;
