import { SiteDocument } from '@sportsbook/contract';
import { routeRefs } from '@sportsbook/contract/refs';
import { apiRequest } from '../api/api-client';
import { readRuntimeConfig } from '../config/runtime-config';

interface CacheEntry {
  document: SiteDocument;
  fetchedAt: number;
}

let cache: CacheEntry | undefined;

function ttlMs(): number {
  const seconds = Number(process.env.SITE_CONFIG_TTL_SECONDS ?? 30);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/**
 * The site configuration and feature flags, fetched from the sportsbook origin and kept in memory for
 * SITE_CONFIG_TTL_SECONDS; the same cache serves the middleware and every layout of a request.
 */
export async function getSiteDocument(): Promise<SiteDocument> {
  const now = Date.now();
  if (cache && now - cache.fetchedAt < ttlMs()) return cache.document;
  const config = readRuntimeConfig();
  const payload = await apiRequest(
    routeRefs.frontend.getSite,
    { query: { site: config.siteId } },
    { ...config, init: { cache: 'no-store' } },
  );
  const document = SiteDocument.parse(payload);
  cache = { document, fetchedAt: now };
  return document;
}

/** The site document, or null when the back end cannot be reached (error pages render without it). */
export async function tryGetSiteDocument(): Promise<SiteDocument | null> {
  try {
    return await getSiteDocument();
  } catch {
    return null;
  }
}
