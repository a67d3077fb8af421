'use client';

import { useEffect, useState } from 'react';

/**
 * The current time once the page runs in the browser, null before: day tabs and countdowns depend on the
 * visitor's clock and time zone, which the server does not know, so they render after hydration.
 */
export function useNow(refreshMs: number | null = null): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    if (refreshMs === null) return;
    const timer = setInterval(() => setNow(new Date()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
