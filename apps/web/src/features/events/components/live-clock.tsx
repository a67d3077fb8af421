'use client';

import type { Match } from '@sportsbook/contract';
import { clockTimeAt } from './clock-time';
import { useSecondTick } from './second-tick';

/**
 * The running match clock: recomputed every second from the last clock the feed sent, so it moves without a
 * message per second; all clocks of a page tick together (`useSecondTick`). Rendered from the server's clock on
 * first paint (no hydration jump).
 */
export function LiveClock({
  clock,
  className,
}: {
  clock: NonNullable<Match['statistics']['clock']>;
  className?: string;
}) {
  const tick = useSecondTick(!clock.stopped);
  // A tick from before the feed's latest stamp would read the clock back in time: the stamp is the newer.
  const now = Math.max(tick ?? 0, Date.parse(clock.updated_at));
  const reading = clockTimeAt(clock, now);
  if (!reading) return null;
  return (
    <time
      className={className}
      data-testid="match-clock"
      data-stopped={clock.stopped || undefined}
      // Stoppage time may wrap: a box that sizes the clock lets it grow then (match-row.module.css).
      data-stoppage={reading.stoppage ? true : undefined}
    >
      {reading.time}
      {reading.stoppage ? <span> +{reading.stoppage}</span> : null}
    </time>
  );
}
