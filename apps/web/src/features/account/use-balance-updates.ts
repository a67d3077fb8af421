'use client';

import { privateUserChannel } from '@sportsbook/contract/refs';
import { useLocale } from 'next-intl';
import { useRealtimeChannel } from '@/platform/realtime';
import { dispatchSession, useSession } from '@/platform/session';

/**
 * Keeps the balances current from the player's private channel (`$private:{locale}.platform_user.{id}`,
 * SPEC §6): each `balance_changed` updates that currency's account without a reload.
 */
export function useBalanceUpdates(): void {
  const locale = useLocale();
  const { status, player } = useSession();
  const userId = status === 'logged_in' ? (player?.profile.id ?? null) : null;
  useRealtimeChannel(userId === null ? null : privateUserChannel(locale, userId), (event) => {
    if (event.event_name !== 'balance_changed') return;
    const { balance, locked } = event.message;
    dispatchSession({ type: 'balance-changed', currency: balance.currency, balance: balance.value, locked });
  });
}
