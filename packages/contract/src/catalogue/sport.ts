import { z } from 'zod';

/** Sport kinds (SPEC §3): regular sports and cybersport (esports). */
export const SportKind = z.enum(['regular', 'cyber']);
export type SportKind = z.infer<typeof SportKind>;

/** A sport of the catalogue (SPEC §3 Sport). `key` is the URL slug: `/football`. */
export const Sport = z.object({
  id: z.number().int().positive(),
  urn_id: z.string().min(1),
  key: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  priority: z.number().int(),
  type: SportKind,
  provider: z.string().min(1),
});
export type Sport = z.infer<typeof Sport>;
