'use client';

import { publicUpdatesChannel } from '@sportsbook/contract/refs';
import type { TicketState } from '@sportsbook/betting';
import type { Settings } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useRealtimeChannel } from '@/platform/realtime';
import { playerSettingsQueryRoot } from '@/platform/session';
import { useTicketSlice } from './betslip-context';

/**
 * Follows `provider_status_changed` while the slip holds selections (SPEC §4 Ticket: provider status changes
 * mark selections of unavailable providers as not available). The statuses go into the cached settings, which
 * the slip applies, so an event and a refetch take one path. When events may have been missed (the first
 * subscription, an outage longer than the hub's history) the settings are fetched again.
 */
export function useProviderStatusEvents(active: boolean): void {
  const locale = useLocale();
  const queryClient = useQueryClient();
  useRealtimeChannel(
    // NOTE: only with selections: the catalogue's channel carries every match's updates, which a page without
    // a slip to keep need not receive.
    active ? publicUpdatesChannel(locale) : null,
    (event) => {
      if (event.event_name !== 'provider_status_changed') return;
      const statuses = event.message.provider_statuses;
      // NOTE: a fetch in flight was answered before this event: its older statuses must not overwrite these.
      void queryClient
        .cancelQueries({ queryKey: playerSettingsQueryRoot })
        .then(() =>
          queryClient.setQueriesData<Settings>({ queryKey: playerSettingsQueryRoot }, (settings) =>
            settings ? { ...settings, provider_statuses: statuses, providerStatuses: statuses } : settings,
          ),
        );
    },
    () => void queryClient.invalidateQueries({ queryKey: playerSettingsQueryRoot }),
  );
}

const holdsBets = (state: TicketState) => state.bets.length > 0;

/**
 * useProviderStatusEvents while the slip holds bets, in a component of its own: the slip's first bet and its
 * last re-render it alone, not the column around it (issue 25, click-to-paint: a tap that adds or removes the
 * only bet re-rendered the whole column, its settings query included, before the tap's paint).
 */
export function ProviderStatusFollower(): null {
  useProviderStatusEvents(useTicketSlice(holdsBets));
  return null;
}
