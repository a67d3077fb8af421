'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { openAuthModal } from '@/platform/session';
import { Button } from '@/ui';
import styles from './auth.module.css';

/** Query parameter of the confirmation link. */
export const CONFIRMATION_TOKEN_PARAM = 'confirmation_token';

type Outcome =
  | { state: 'confirming' }
  | { state: 'confirmed' }
  | { state: 'missing' }
  | { state: 'failed'; message: string | null };

/**
 * The email-confirmation page `/users/confirmation` (SPEC §2.1, §7 `GET /users/confirmation`): confirms the
 * address with the link's `confirmation_token` (sent once, then removed from the address) and offers sign-in,
 * or a new confirmation mail when the token is unknown or used.
 */
export function ConfirmEmailPage() {
  const t = useTranslations('auth');
  const context = useApiContext();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    // NOTE: a token works once; strict mode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    const token = url.searchParams.get(CONFIRMATION_TOKEN_PARAM);
    if (!token) {
      setOutcome({ state: 'missing' });
      return;
    }
    url.searchParams.delete(CONFIRMATION_TOKEN_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
    apiRequest(routeRefs.platform.confirmEmail, { query: { confirmation_token: token } }, context)
      .then(() => setOutcome({ state: 'confirmed' }))
      .catch((error: unknown) =>
        setOutcome({
          state: 'failed',
          message: error instanceof ApiRequestError ? (error.body?.localized_message ?? null) : null,
        }),
      );
  }, [context]);

  const text =
    outcome.state === 'confirming'
      ? t('page.confirming')
      : outcome.state === 'confirmed'
        ? t('page.confirmed')
        : outcome.state === 'missing'
          ? t('page.missingToken')
          : (outcome.message ?? t('page.confirmFailed'));

  return (
    <section className={styles.page} aria-labelledby="confirm-page-title">
      <h1 id="confirm-page-title" className={styles.pageTitle}>
        {t('titles.confirmation')}
      </h1>
      <p className={outcome.state === 'failed' ? styles.error : styles.hint} role="status">
        {text}
      </p>
      {outcome.state === 'confirmed' ? (
        <Button onClick={() => openAuthModal('signIn')}>{t('links.signIn')}</Button>
      ) : null}
      {outcome.state === 'failed' || outcome.state === 'missing' ? (
        <Button variant="secondary" onClick={() => openAuthModal('confirmation')}>
          {t('links.confirmation')}
        </Button>
      ) : null}
    </section>
  );
}
