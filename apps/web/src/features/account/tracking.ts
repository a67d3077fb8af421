/** Tracking parameters captured for analytics and then removed from the address (SPEC §2.1). */
export const TRACKING_PARAMS = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

/** Cookie (and local-storage key) that keeps the captured tracking parameters, as JSON. */
export const TRACKING_COOKIE = 'sportsbook_tracking';
/** How long captured tracking parameters are kept: 30 days, a common attribution window. */
const TRACKING_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Takes the tracking parameters out of `url` (in place); null when there were none. */
export function takeTracking(url: URL): Partial<Record<TrackingParam, string>> | null {
  const found: Partial<Record<TrackingParam, string>> = {};
  for (const name of TRACKING_PARAMS) {
    const value = url.searchParams.get(name);
    if (value === null) continue;
    url.searchParams.delete(name);
    // NOTE: capped so a crafted link cannot blow the cookie past the browser's size limit.
    if (value) found[name] = value.slice(0, 200);
  }
  return Object.keys(found).length > 0 ? found : null;
}

const storedListeners = new Set<() => void>();

/** Calls `listener` each time tracking parameters are captured and stored; returns the unsubscriber. */
export function onTrackingStored(listener: () => void): () => void {
  storedListeners.add(listener);
  return () => storedListeners.delete(listener);
}

/** The tracking parameters captured so far in this browser (empty when none or storage is blocked). */
export function readStoredTracking(): Partial<Record<TrackingParam, string>> {
  try {
    const stored = JSON.parse(localStorage.getItem(TRACKING_COOKIE) ?? '{}') as Record<string, unknown>;
    const known: Partial<Record<TrackingParam, string>> = {};
    for (const name of TRACKING_PARAMS) {
      const value = stored[name];
      if (typeof value === 'string') known[name] = value;
    }
    return known;
  } catch {
    // Blocked storage or an unreadable old value: nothing known.
    return {};
  }
}

/** Keeps captured tracking parameters (merged over earlier ones) in a cookie and local storage. */
export function storeTracking(params: Partial<Record<TrackingParam, string>>): void {
  const merged = JSON.stringify({ ...readStoredTracking(), ...params });
  try {
    localStorage.setItem(TRACKING_COOKIE, merged);
  } catch {
    // The cookie below still keeps them.
  }
  document.cookie = `${TRACKING_COOKIE}=${encodeURIComponent(merged)}; path=/; max-age=${TRACKING_MAX_AGE_SECONDS}; samesite=lax`;
  for (const listener of storedListeners) listener();
}
