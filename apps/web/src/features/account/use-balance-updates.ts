'use client';

import { privateUserChannel } from '@sportsbook/contract/refs';
import { useLocale } from 'next-intl';
import { useApiContext } from '@/platform/api/use-api-context';
import { useRealtimeChannel } from '@/platform/realtime';
import { dispatchSession, reloadAccounts, signedInPlayerId, useSessionSelector } from '@/platform/session';

/**
 * Keeps the balances current from the player's private channel (`$private:{locale}.platform_user.{id}`,
 * SPEC §6): each `balance_changed` updates that currency's account without a reload. When the channel's events
 * may have been missed (its first subscription, whose accounts were read before it existed, and a resubscribe
 * that did not recover), the accounts are read again: a bet placed in the moment between the page's read and
 * the subscription would otherwise leave the header on the balance before it.
 */
export function useBalanceUpdates(): void {
  const locale = useLocale();
  const context = useApiContext();
  // NOTE: the player's id alone: a balance it dispatches does not re-render the hook's host through it.
  const userId = useSessionSelector(signedInPlayerId);
  useRealtimeChannel(
    userId === null ? null : privateUserChannel(locale, userId),
    (event) => {
      if (event.event_name !== 'balance_changed') return;
      const { balance, locked } = event.message;
      dispatchSession({
        type: 'balance-changed',
        currency: balance.currency,
        balance: balance.value,
        locked,
      });
    },
    () => reloadAccounts(context),
  );
}
