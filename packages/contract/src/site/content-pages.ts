import { z } from 'zod';

/** One titled part of a content page; its id is the page's anchor for it (`/general-rules#stakes`). */
export const ContentSection = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,59}$/),
  title: z.string().min(1).max(200),
  /** Rich text: the web sanitizes it on the server (the content blocks' allow-list) before rendering. */
  html: z.string().max(20_000),
});
export type ContentSection = z.infer<typeof ContentSection>;

/** A content page in one language: its heading, an optional lead paragraph and its sections, in order. */
export const ContentPage = z.object({
  title: z.string().min(1).max(200),
  lead: z.string().max(2_000).default(''),
  sections: z
    .array(ContentSection)
    .min(1)
    .max(60)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, 'Section ids repeat'),
});
export type ContentPage = z.infer<typeof ContentPage>;

/** The site's content pages of SPEC §2.1 (About, General rules). */
export const contentPageKeys = ['about', 'general_rules'] as const;
export const ContentPageKey = z.enum(contentPageKeys);
export type ContentPageKey = z.infer<typeof ContentPageKey>;

/**
 * Each content page by key, then by language code. Kept in the site document beside the configuration, not in
 * it: the configuration reaches every page's client, the pages' texts in every language only their own page.
 */
export const ContentPages = z.partialRecord(
  ContentPageKey,
  z.record(z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/), ContentPage),
);
export type ContentPages = z.infer<typeof ContentPages>;
