'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { onTrackingStored, readStoredTracking } from '@/features/account';
import { hasConsent, onConsentGiven } from '@/features/consent';
import { trackingParametersEvent } from './tracking-parameters';
import { analytics, trackEvent, trackPageView } from './track';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function pushCapturedTracking(): void {
  // NOTE: only after consent, so that values never handed over are not marked as sent.
  if (!analytics.hasConsent()) return;
  const event = trackingParametersEvent(readStoredTracking(), localStorageOrNull());
  if (event) trackEvent(event);
}

/**
 * Feeds the tag manager's data layer (SPEC §2.3): opens the consent gate when the visitor has consented (or
 * does so now), a page view per route, and the captured tracking parameters once.
 */
export function AnalyticsRoot() {
  const pathname = usePathname();

  useEffect(() => {
    const grant = () => {
      analytics.grantConsent();
      pushCapturedTracking();
    };
    if (hasConsent()) grant();
    const stopConsent = onConsentGiven(grant);
    const stopTracking = onTrackingStored(pushCapturedTracking);
    return () => {
      stopConsent();
      stopTracking();
    };
  }, []);

  useEffect(() => {
    trackPageView(pathname, document.title);
  }, [pathname]);

  return null;
}
