import type { FeatureFlags, SiteConfigInput } from '@sportsbook/contract';
import { systemUrls } from './system';

/** A change to the running site: configuration fields and feature flags merged over the site's file. */
export interface SitePatch {
  config?: Partial<SiteConfigInput>;
  feature_flags?: Partial<FeatureFlags>;
}

/**
 * Calls the sandbox control API (`/__sandbox…` of the sportsbook) and answers its JSON (undefined for an empty
 * answer); a refusal throws with the sandbox's words, so a test fails where its set-up went wrong.
 */
export async function sandboxControl<T = void>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${systemUrls().sportsbookUrl}/__sandbox${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /__sandbox${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Changes the site configuration through the sandbox control API. */
export async function patchSite(patch: SitePatch): Promise<void> {
  await sandboxControl('PUT', '/site', patch);
}

/** Puts the site configuration back to its file. */
export function resetSite(): Promise<void> {
  return sandboxControl('DELETE', '/site');
}

/** Finishes a match with this final score and settles every outcome it offered from it. */
export async function settleMatch(matchId: number, score: { home: number; away: number }): Promise<void> {
  await sandboxControl('POST', `/matches/${matchId}/settle`, score);
}

/** Settles every open bet whose matches are over now (rather than at the settler's next run); answers how many. */
export async function settleOpenBets(): Promise<number> {
  return (await sandboxControl<{ settled: number }>('POST', '/bets/settle')).settled;
}
