import type { FeatureFlags, SiteConfigInput } from '@sportsbook/contract';
import { systemUrls } from './system';

/** A change to the running site: configuration fields and feature flags merged over the site's file. */
export interface SitePatch {
  config?: Partial<SiteConfigInput>;
  feature_flags?: Partial<FeatureFlags>;
}

async function control(method: 'PUT' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} /__sandbox${path}: ${response.status} ${await response.text()}`);
}

/** Changes the site configuration through the sandbox control API. */
export function patchSite(patch: SitePatch): Promise<void> {
  return control('PUT', '/site', patch);
}

/** Puts the site configuration back to its file. */
export function resetSite(): Promise<void> {
  return control('DELETE', '/site');
}
