'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useSyncExternalStore } from 'react';
import { useToast } from '@/ui';
import type { RealtimeClient } from './realtime-client';

/** How long the connection may be down before the offline toast shows: a quick reconnect is not news. */
export const OFFLINE_TOAST_GRACE_MS = 3000;

const TOAST_ID = 'realtime-offline';

/** Shows the connection error toast of SPEC §8 while the real-time connection is down, and hides it when back. */
export function ConnectionToast({
  client,
  graceMs = OFFLINE_TOAST_GRACE_MS,
}: {
  client: RealtimeClient;
  graceMs?: number;
}) {
  const t = useTranslations('error.connection');
  const toast = useToast();
  const state = useSyncExternalStore(client.onStateChange, client.getState, client.getState);
  const title = t('title');
  const description = t('description');

  useEffect(() => {
    if (state === 'connected') {
      toast.dismiss(TOAST_ID);
      return;
    }
    const timer = setTimeout(() => {
      toast.show({ id: TOAST_ID, type: 'error', title, description, autoClose: false });
    }, graceMs);
    return () => clearTimeout(timer);
  }, [state, toast, title, description, graceMs]);

  return null;
}
