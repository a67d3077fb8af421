'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { dispatchSession, useSessionSelector } from '@/platform/session';
import type { SessionState } from '@/platform/session';
import { useToast } from '@/ui';

function signedInLanguage(session: SessionState): string | null {
  return session.status === 'logged_in' ? (session.player?.profile.language ?? null) : null;
}

/**
 * Tells the platform the player's language (`PATCH /player/update_locale`, SPEC §7) whenever the page's
 * language differs from the profile's: after a switch in the language menu (a new page in the new language)
 * or a sign-in from a page in another language. A failure shows the global error (SPEC §8).
 */
export function useLocaleSync(): void {
  const locale = useLocale();
  const context = useApiContext();
  const t = useTranslations('global-error.default');
  const toast = useToast();
  const language = useSessionSelector(signedInLanguage);

  useEffect(() => {
    if (language === null || language === locale) return;
    let cancelled = false;
    apiRequest(routeRefs.platform.updateLocale, { body: { locale } }, context)
      .then((answer) => {
        if (!cancelled) dispatchSession({ type: 'language', language: answer.language });
      })
      .catch(() => {
        if (!cancelled) toast.show({ type: 'error', title: t('title'), description: t('description') });
      });
    return () => {
      cancelled = true;
    };
    // NOTE: the context object is rebuilt every render; the locale it carries is already a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, locale]);
}
