'use client';

import { useEffect } from 'react';
import { useSiteConfig } from '@/platform/site/site-provider';
import { getAuthPrompt, openAuthModal, isVisitorSession, useSessionSelector } from '@/platform/session';

/**
 * The sign-up reminder (SPEC §2.5): a visitor gets the sign-up modal after the configured seconds when sign-up
 * is allowed. Nothing opens over another auth modal.
 */
export function useSignUpReminder(): void {
  const { sign_up_reminder_seconds: seconds, sign_up_allowed: allowed } = useSiteConfig();
  const visitor = useSessionSelector(isVisitorSession);
  useEffect(() => {
    if (!visitor || !allowed || !seconds) return;
    const timer = setTimeout(() => {
      if (getAuthPrompt().modal === null) openAuthModal('signUp');
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [visitor, allowed, seconds]);
}
