import type { TrackingParam } from '@/features/account';
import type { AnalyticsEvent } from './data-layer';

/** Local-storage key of the tracking parameters already handed to analytics. */
export const TRACKING_SENT_KEY = 'sportsbook_tracking_sent';

/**
 * The event that hands the captured tracking parameters (SPEC §2.1: ctag, btag, stag, qtag, gclid) to analytics,
 * or null when there are none or these very values were handed over before: each capture is pushed once, in
 * this browser, however many pages follow.
 */
export function trackingParametersEvent(
  captured: Partial<Record<TrackingParam, string>>,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): AnalyticsEvent | null {
  if (Object.keys(captured).length === 0) return null;
  const text = JSON.stringify(captured);
  if (storage?.getItem(TRACKING_SENT_KEY) === text) return null;
  storage?.setItem(TRACKING_SENT_KEY, text);
  return { event: 'tracking_parameters', ...captured };
}
