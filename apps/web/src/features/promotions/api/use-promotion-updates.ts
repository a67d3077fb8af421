'use client';

import { privateUserChannel, publicUpdatesChannel } from '@sportsbook/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useRealtimeChannel } from '@/platform/realtime';
import type { Promotion } from './loyalty-queries';
import { promotionKeys } from './loyalty-queries';

/**
 * Keeps the page live: a moved pool (`tournament_pool_changed`, public) is written into the tournament lists,
 * and the player's own bets (`bet_changed`) or new bonuses (`bonus_issued`) refetch their progress and boxes.
 */
export function usePromotionUpdates(viewer: number | null): void {
  const locale = useLocale();
  const client = useQueryClient();
  useRealtimeChannel(publicUpdatesChannel(locale), (event) => {
    if (event.event_name !== 'tournament_pool_changed') return;
    const { tournament_id, pool_amount } = event.message;
    client.setQueriesData<Promotion[]>({ queryKey: ['promotions', 'tournaments'] }, (list) =>
      list?.map((item) => (item.id === tournament_id ? { ...item, pool_amount } : item)),
    );
  });
  useRealtimeChannel(viewer === null ? null : privateUserChannel(locale, viewer), (event) => {
    if (event.event_name === 'bet_changed' || event.event_name === 'bonus_issued')
      void client.invalidateQueries({ queryKey: promotionKeys.all });
  });
}
