'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '@/platform/config/runtime-config-provider';
import { useFeatureFlag, useSiteConfig } from '@/platform/site/site-provider';
import { useAuthPrompt, isVisitorSession, useSessionSelector } from '@/platform/session';
import { platformFormUrl } from './platform-form-url';

/** The hidden sign-up frame goes away after this long (SPEC §9: 10000 ms). */
export const SIGN_UP_PRELOAD_MS = 10_000;

/**
 * Warms the browser's cache with the platform's sign-up form in a hidden frame (SPEC §2.6), behind the
 * `sign_up_preloader` flag, for visitors only. The frame is removed after 10 s or when the real form mounts.
 */
export function SignUpPreloader() {
  const enabled = useFeatureFlag('sign_up_preloader');
  const visitor = useSessionSelector(isVisitorSession);
  const { modal } = useAuthPrompt();
  const config = useSiteConfig();
  const locale = useLocale();
  const { platformApiUrl } = useRuntimeConfig();
  const [src, setSrc] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const wanted = enabled && visitor && !expired && modal !== 'signUp';

  useEffect(() => {
    if (!enabled || !visitor) return;
    setSrc(
      platformFormUrl(new URL(platformApiUrl).origin, 'sign-up', {
        authForms: config.auth_forms,
        locale,
        currentUrl: window.location.href,
      }),
    );
    const timer = setTimeout(() => setExpired(true), SIGN_UP_PRELOAD_MS);
    return () => clearTimeout(timer);
  }, [enabled, visitor, platformApiUrl, config.auth_forms, locale]);

  if (!wanted || !src) return null;
  return (
    <iframe
      src={src}
      title="sign-up preload"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="sign-up-preload"
      style={{ position: 'absolute', inlineSize: 0, blockSize: 0, border: 0, visibility: 'hidden' }}
    />
  );
}
