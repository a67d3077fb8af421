'use client';

import { useEffect } from 'react';
import { useSiteConfig } from '@/platform/site/site-provider';
import { startHostBridge } from './host-bridge';

/** Starts the conversation with the host page when the sportsbook runs in an allowed operator's frame. */
export function HostBridgeRoot() {
  const { embed, app_version } = useSiteConfig();
  const allowed = embed.allowed_origins.join(' ');
  useEffect(() => {
    if (window.self === window.top || allowed === '') return;
    return startHostBridge(window, allowed.split(' '), app_version);
  }, [allowed, app_version]);
  return null;
}
