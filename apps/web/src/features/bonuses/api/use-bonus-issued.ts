'use client';

import { privateUserChannel } from '@sportsbook/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useRealtimeChannel } from '@/platform/realtime';
import { useSession } from '@/platform/session';
import { bonusKeys } from './bonus-keys';

/**
 * A bonus issued to the player (`bonus_issued` on their private channel: a promo code, a first-bet bonus, the
 * operator) reaches the slip at once: the offers are asked for again.
 */
export function useBonusIssuedUpdates(): void {
  const locale = useLocale();
  const client = useQueryClient();
  const { status, player } = useSession();
  const userId = status === 'logged_in' ? (player?.profile.id ?? null) : null;
  useRealtimeChannel(userId === null ? null : privateUserChannel(locale, userId), (event) => {
    if (event.event_name === 'bonus_issued') void client.invalidateQueries({ queryKey: bonusKeys.all });
  });
}
