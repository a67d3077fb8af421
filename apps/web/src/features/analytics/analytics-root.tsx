'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
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

/** A page the visitor opened before the root was there: its path and title. */
export interface EarlierPageView {
  path: string;
  title: string;
}

/**
 * Feeds the tag manager's data layer (SPEC §2.3): opens the consent gate when the visitor has consented (or
 * does so now), a page view per route, and the captured tracking parameters once. It arrives after the first
 * paint (docs/decisions/0041): `pagesBefore` are the routes the visitor left before it did, viewed first.
 */
export function AnalyticsRoot({ pagesBefore = [] }: { pagesBefore?: readonly EarlierPageView[] }) {
  const pathname = usePathname();
  const earlier = useRef(pagesBefore);

  useEffect(() => {
    for (const page of earlier.current) trackPageView(page.path, page.title);
    earlier.current = [];
  }, []);

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
