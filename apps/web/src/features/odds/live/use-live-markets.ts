'use client';

import { matchUpdatesChannel, publicUpdatesChannel } from '@sportsbook/contract/refs';
import type { Market } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRealtimeChannel } from '@/platform/realtime';
import { useOddsStore } from '../store/odds-store-context';
import { handleLiveEvent } from './handle-live-event';
import { createLiveResync } from './live-resync';
import type { LiveScope } from './live-resync';
import { useAllowedProviders } from './use-allowed-providers';

function useLiveChannel(channel: string | null, locale: string, scope: LiveScope): void {
  const queryClient = useQueryClient();
  const allowed = useAllowedProviders();
  const oddsStore = useOddsStore();
  const [resync] = useState(createLiveResync);
  const targets = { queryClient, oddsStore, locale, allowed };
  useRealtimeChannel(
    channel,
    (event) => {
      handleLiveEvent(event, targets);
      resync.note(event);
    },
    // The page was rendered from data read before the subscription (or an outage outran the hub's history).
    () => void resync.run(targets, scope),
  );
}

/**
 * Keeps one match live while mounted: subscribes to its channel and patches the odds store and the cached match,
 * markets and lists. Pass the markets the page shows: they are the store's baseline for outcomes it does not
 * know yet. Outcomes it knows move only with the stream and with the resync that follows a subscription.
 */
export function useLiveMarkets(matchId: number, { markets }: { markets?: readonly Market[] } = {}): void {
  const locale = useLocale();
  const oddsStore = useOddsStore();
  useLiveChannel(matchUpdatesChannel(locale, matchId), locale, { kind: 'match', matchId });
  useEffect(() => {
    // NOTE: seed, not apply: a refetched answer may be older than an event the store has already shown; the
    // resync applies its refetch and then the events that overtook it.
    if (markets) oddsStore.seed(matchId, markets);
  }, [oddsStore, matchId, markets]);
}

const catalogueScope: LiveScope = { kind: 'catalogue' };

/**
 * Keeps the lists of a page live while mounted: subscribes to the catalogue's updates channel of the locale
 * (`public:{locale}.updates`). `locale` defaults to the page's.
 */
export function useLiveUpdates({ locale }: { locale?: string } = {}): void {
  const pageLocale = useLocale();
  const active = locale ?? pageLocale;
  useLiveChannel(publicUpdatesChannel(active), active, catalogueScope);
}
