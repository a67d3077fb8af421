'use client';

import { useEffect, useState } from 'react';
import { JACKPOT_REFETCH_MS } from '../api/jackpot-keys';
import { isStale } from './paced-amount';
import type { SnapshotFreshness } from './paced-amount';

/**
 * Whether the pools a ticker shows are stale (paced-amount.ts `isStale`), looked at again every refetch
 * interval, so a ticker whose refetches stopped altogether also turns stale.
 */
export function useTickerStale(freshness: SnapshotFreshness): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), JACKPOT_REFETCH_MS);
    return () => clearInterval(timer);
  }, []);
  return isStale(
    freshness,
    Math.max(now, freshness.dataUpdatedAt, freshness.errorUpdatedAt),
    JACKPOT_REFETCH_MS,
  );
}
