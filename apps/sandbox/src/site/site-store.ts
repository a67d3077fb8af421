import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { FeatureFlags, SiteConfig, SiteDocument } from '@sportsbook/contract';
import { z } from 'zod';
import { ApiError } from '../http/api-error';

export const DEFAULT_SITE = 'default';

/** A change to a site made through the control API: fields merged over the site's file. */
export const SitePatch = z.strictObject({
  site: z.string().optional(),
  config: SiteConfig.partial().strict().optional(),
  feature_flags: FeatureFlags.partial().strict().optional(),
});
export type SitePatch = z.infer<typeof SitePatch>;

/**
 * The site documents, read once from `<sitesDir>/<id>.json` and validated, with the control API's overrides
 * kept in memory on top of them.
 */
export class SiteStore {
  readonly #files = new Map<string, SiteDocument>();
  readonly #overrides = new Map<string, SiteDocument>();

  constructor(sitesDir: string) {
    for (const file of readdirSync(sitesDir).filter((name) => name.endsWith('.json'))) {
      const parsed = SiteDocument.safeParse(JSON.parse(readFileSync(join(sitesDir, file), 'utf8')));
      if (!parsed.success) throw new Error(`Site file ${file} is invalid: ${parsed.error.message}`);
      this.#files.set(basename(file, '.json'), parsed.data);
    }
    if (!this.#files.has(DEFAULT_SITE)) throw new Error(`No ${DEFAULT_SITE}.json in ${sitesDir}`);
  }

  /** The document of a site as served now, overrides included. */
  get(site = DEFAULT_SITE): SiteDocument {
    const document = this.#overrides.get(site) ?? this.#files.get(site);
    if (!document) throw new ApiError(404, 'not_found', `Unknown site "${site}"`, { site });
    return document;
  }

  /** Merges a patch over the site's current document; the result must still be a valid site document. */
  patch(patch: SitePatch): SiteDocument {
    const site = patch.site ?? DEFAULT_SITE;
    const current = this.get(site);
    const merged = SiteDocument.safeParse({
      ...current,
      config: { ...current.config, ...patch.config },
      feature_flags: { ...current.feature_flags, ...patch.feature_flags },
    });
    if (!merged.success) {
      throw new ApiError(400, 'validation_failed', 'The patched site document is invalid', {
        issues: merged.error.issues.map((issue) => ({
          location: 'body',
          path: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    this.#overrides.set(site, merged.data);
    return merged.data;
  }

  /**
   * Lets an operator origin frame every site, beside those their files list: the sandbox's own operator demo
   * (`operator-demo/`), whose origin is known only once it listens. Overrides made later start from it too.
   */
  allowOperatorOrigin(origin: string): void {
    for (const [site, document] of this.#files) {
      const origins = document.config.embed.allowed_origins;
      if (origins.includes(origin)) continue;
      const embed = { ...document.config.embed, allowed_origins: [...origins, origin] };
      this.#files.set(site, { ...document, config: { ...document.config, embed } });
    }
  }

  /** Drops every override: the sites are as their files say again. */
  reset(): void {
    this.#overrides.clear();
  }
}
