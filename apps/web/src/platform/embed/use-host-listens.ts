'use client';

import type { EmbedOutboundType } from '@sportsbook/contract';
import { useSyncExternalStore } from 'react';
import { hostListensFor, subscribeToHost } from './host-bridge';

/** Whether the page that frames the sportsbook handles messages of `type` (false when not framed). */
export function useHostListens(type: EmbedOutboundType): boolean {
  return useSyncExternalStore(
    subscribeToHost,
    () => hostListensFor(type),
    () => false,
  );
}
