'use client';

import { useMemo } from 'react';
import { useSiteConfig } from '@/platform/site/site-provider';
import { oneSignalAdapter } from './onesignal-adapter';
import type { PushAdapter } from './push-adapter';
import { webPushAdapter } from './web-push-adapter';

/** The push adapter the site configuration chooses (`push.provider`), or null when the site sends no pushes. */
export function usePushAdapter(): PushAdapter | null {
  const { push } = useSiteConfig();
  return useMemo(() => {
    if (push.provider === 'web_push' && push.vapid_public_key) return webPushAdapter(push.vapid_public_key);
    if (push.provider === 'onesignal' && push.onesignal) return oneSignalAdapter(push.onesignal);
    return null;
  }, [push]);
}
