'use client';

import { useEffect, useRef, useState } from 'react';
import { JACKPOT_REFETCH_MS } from '../api/jackpot-keys';
import { pacedAmount, paceTowards } from './paced-amount';
import type { Pace } from './paced-amount';

/** How often a pacing ticker redraws: four times a second is smooth for a figure and cheap for the page. */
export const TICKER_FRAME_MS = 250;

/**
 * The amounts a multi-level ticker shows, keyed like `confirmed` (level code → last confirmed pool in minor
 * units). Each level is paced up from what it shows towards its newest confirmed pool over one refetch interval
 * and never shown above it (paced-amount.ts). `paused` (stale data, reduced motion) shows the confirmed pools.
 */
export function usePacedAmounts(
  confirmed: Readonly<Record<string, number>>,
  paused: boolean,
  now: () => number = Date.now,
): Record<string, number> {
  const paces = useRef(new Map<string, Pace>());
  const [, redraw] = useState(0);
  const signature = Object.entries(confirmed)
    .map(([key, amount]) => `${key}:${amount}`)
    .join('|');

  // NOTE: a new snapshot re-aims the paces during render, so its first frame already shows the new target's
  // pace (never the stale one above a pool that a hit just reset); re-aiming at the same pool changes nothing.
  for (const [key, amount] of Object.entries(confirmed)) {
    const pace = paces.current.get(key) ?? null;
    if (pace === null || pace.to !== amount)
      paces.current.set(key, paceTowards(pace, amount, now(), JACKPOT_REFETCH_MS));
  }

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => {
      const at = now();
      // One frame past the end, so the last frame drawn is the confirmed pool itself.
      const moving = [...paces.current.values()].some(
        (pace) => pace.from < pace.to && at - pace.startedAt <= JACKPOT_REFETCH_MS + TICKER_FRAME_MS,
      );
      if (moving) redraw((frame) => frame + 1);
    }, TICKER_FRAME_MS);
    return () => clearInterval(timer);
  }, [paused, signature, now]);

  const at = now();
  return Object.fromEntries(
    Object.entries(confirmed).map(([key, amount]) => {
      const pace = paces.current.get(key);
      return [key, paused || !pace ? amount : pacedAmount(pace, at, JACKPOT_REFETCH_MS)];
    }),
  );
}
