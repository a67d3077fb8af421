'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { Limit } from '@sportsbook/contract';
import { useEffect, useRef } from 'react';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { useUserLimits } from './api/get-user-limits';

/** Activity tracking ping (SPEC §9): every 60 s while the page is visible and an active activity limit exists. */
export const ACTIVITY_PING_MS = 60_000;

const inForce: ReadonlySet<Limit['status']> = new Set(['active', 'confirmed', 'confirmed_disabled']);

/** Whether the player has an activity limit in force. */
export function hasActiveActivityLimit(limits: readonly Limit[] | undefined): boolean {
  return (limits ?? []).some((limit) => limit.type === 'activity' && inForce.has(limit.status));
}

/**
 * Pings `POST /player/activity_limit_track` every minute the page is visible while the player has an activity
 * limit in force. The 401 of a reached limit goes through the API client's hook (the limits root claims it:
 * sign-out and the limit-reached modal, SPEC §4).
 */
export function useActivityPing(userId: number | null): void {
  const context = useApiContext();
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const active = hasActiveActivityLimit(useUserLimits(userId).data);

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      apiRequest(routeRefs.platform.trackActivity, {}, contextRef.current).catch((error: unknown) => {
        if (!(error instanceof ApiRequestError && error.status === 401))
          reportError({ source: 'limits.activity-ping', error });
      });
    }, ACTIVITY_PING_MS);
    return () => clearInterval(timer);
  }, [active]);
}
