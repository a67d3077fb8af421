import { z } from 'zod';
import { Id } from '../common/money';
import { SportKind } from './sport';

/** A reference to a sport inside another entity. */
export const SportRef = z.object({ id: Id, key: z.string(), name: z.string(), type: SportKind });

/** A category: usually a country or region within a sport (SPEC §3 Category). */
export const Category = z.object({
  id: Id,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  priority: z.number().int(),
  /** ISO 3166-1 alpha-2, or null for international categories. */
  country_code: z.string().length(2).nullable(),
  sport: SportRef,
});
export type Category = z.infer<typeof Category>;
