'use client';

import { matchUpdatesChannel, publicUpdatesChannel } from '@sportsbook/contract';
import type { Market } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { useRealtimeChannel } from '@/platform/realtime';
import { useOddsStore } from '../store/odds-store-context';
import type { AllowedProviders } from './allowed-sources';
import { handleLiveEvent } from './handle-live-event';

/** Options of the live hooks. */
export interface LiveOptions {
  /** Providers allowed per sport type (settings `sport_type_providers`); null or absent allows all. */
  allowed?: AllowedProviders;
}

function useLiveChannel(channel: string | null, locale: string, allowed: AllowedProviders): void {
  const queryClient = useQueryClient();
  const oddsStore = useOddsStore();
  useRealtimeChannel(channel, (event) => handleLiveEvent(event, { queryClient, oddsStore, locale, allowed }));
}

/**
 * Keeps one match live while mounted: subscribes to its channel and patches the odds store and the cached match,
 * markets and lists. Pass the markets the page shows so fresher REST data (a refetch) reaches the store too.
 */
export function useLiveMarkets(
  matchId: number,
  { allowed = null, markets }: LiveOptions & { markets?: readonly Market[] } = {},
): void {
  const locale = useLocale();
  const oddsStore = useOddsStore();
  useLiveChannel(matchUpdatesChannel(locale, matchId), locale, allowed);
  useEffect(() => {
    if (markets) oddsStore.applyMarkets(matchId, markets);
  }, [oddsStore, matchId, markets]);
}

/**
 * Keeps the lists of a page live while mounted: subscribes to the catalogue's updates channel of the locale
 * (`public:{locale}.updates`). `locale` defaults to the page's.
 */
export function useLiveUpdates({ allowed = null, locale }: LiveOptions & { locale?: string } = {}): void {
  const pageLocale = useLocale();
  const active = locale ?? pageLocale;
  useLiveChannel(publicUpdatesChannel(active), active, allowed);
}
