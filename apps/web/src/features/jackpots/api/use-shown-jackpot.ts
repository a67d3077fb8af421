'use client';

import type { Jackpot } from '@sportsbook/contract';
import { activeAccount, useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';
import { useTickerStale } from '../ticker/use-ticker-freshness';
import { useJackpots } from './get-jackpots';

/** A jackpot to show, with what the ticker needs to know about its snapshot. */
export interface ShownJackpot {
  jackpot: Jackpot;
  stale: boolean;
  updatedAt: number;
}

/** The currency whose jackpot a player sees first; null for a visitor and while the session loads. */
function playerCurrency({ player }: SessionState): string | null {
  return activeAccount(player)?.currency ?? player?.profile.currency ?? null;
}

/**
 * The jackpot a banner or the header card shows: the configured one, else the one in the player's currency,
 * else the first; null while none is known (flag off, still loading, none configured, first fetch failed).
 */
export function useShownJackpot(jackpotId: number | null): ShownJackpot | null {
  const query = useJackpots();
  // NOTE: the currency alone: the session moves three times after hydration (issue 25, decision 0039).
  const currency = useSessionSelector(playerCurrency);
  const stale = useTickerStale(query);
  const all = query.data ?? [];
  const jackpot =
    jackpotId !== null
      ? all.find((candidate) => candidate.id === jackpotId)
      : (all.find((candidate) => candidate.currency === currency) ?? all[0]);
  return jackpot ? { jackpot, stale, updatedAt: query.dataUpdatedAt } : null;
}
