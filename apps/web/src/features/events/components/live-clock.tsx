'use client';

import type { Match } from '@sportsbook/contract';
import { useEffect, useState } from 'react';
import { clockTimeAt } from './clock-time';

/**
 * The running match clock: recomputed every second from the last clock the feed sent, so it moves without a
 * message per second. Rendered from the server's clock on first paint (no hydration jump).
 */
export function LiveClock({
  clock,
  className,
}: {
  clock: NonNullable<Match['statistics']['clock']>;
  className?: string;
}) {
  const [now, setNow] = useState(() => Date.parse(clock.updated_at));
  useEffect(() => {
    setNow(Date.now());
    if (clock.stopped) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [clock]);
  const reading = clockTimeAt(clock, now);
  if (!reading) return null;
  return (
    <time className={className} data-testid="match-clock" data-stopped={clock.stopped || undefined}>
      {reading.time}
      {reading.stoppage ? <span> +{reading.stoppage}</span> : null}
    </time>
  );
}
