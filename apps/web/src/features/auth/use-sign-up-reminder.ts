'use client';

import { useEffect } from 'react';
import { useSiteConfig } from '@/platform/site/site-provider';
import { getAuthPrompt, openAuthModal, useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';

function isVisitor(session: SessionState): boolean {
  return session.status === 'not_logged_in';
}

/**
 * The sign-up reminder (SPEC §2.5): a visitor gets the sign-up modal after the configured seconds when sign-up
 * is allowed. Nothing opens over another auth modal.
 */
export function useSignUpReminder(): void {
  const { sign_up_reminder_seconds: seconds, sign_up_allowed: allowed } = useSiteConfig();
  const visitor = useSessionSelector(isVisitor);
  useEffect(() => {
    if (!visitor || !allowed || !seconds) return;
    const timer = setTimeout(() => {
      if (getAuthPrompt().modal === null) openAuthModal('signUp');
    }, seconds * 1000);
    return () => clearTimeout(timer);
  }, [visitor, allowed, seconds]);
}
