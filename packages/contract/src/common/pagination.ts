import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './page-limit';

export { MAX_PAGE_LIMIT } from './page-limit';

/** Pagination block of every paged list (SPEC §3 Pagination). */
export const Pagination = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive().max(MAX_PAGE_LIMIT),
  last_page: z.number().int().positive(),
});
export type Pagination = z.infer<typeof Pagination>;

/** `page` and `limit` query parameters, coerced from strings, with the §9 defaults. */
export const PageQuery = z.strictObject({
  page: z.coerce.number().int().positive().max(1_000_000).default(1),
  limit: z.coerce.number().int().positive().max(MAX_PAGE_LIMIT).default(MAX_PAGE_LIMIT),
});

/** A page of items plus its pagination block. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: Pagination });
}
