'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { Button } from '@/ui';
import styles from './auth.module.css';

/** The platform calls that take only an e-mail address and mail a link to it. */
const EMAIL_ROUTES = {
  confirmation: routeRefs.platform.resendConfirmation,
  passwordNew: routeRefs.platform.requestPasswordReset,
  unlock: routeRefs.platform.resendUnlock,
} as const;

/** The modals whose form is one e-mail field: resend confirmation, forgot password, unlock (SPEC §2.5). */
export type EmailRequestKind = keyof typeof EMAIL_ROUTES;

/**
 * A one-field form that asks the platform to mail a link (confirmation, password reset, unlock). The platform
 * answers the same for any address, so success only says a mail is on its way if the address is known.
 */
export function EmailRequestForm({ kind }: { kind: EmailRequestKind }) {
  const t = useTranslations('auth');
  const context = useApiContext();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setState('sending');
    try {
      await apiRequest(EMAIL_ROUTES[kind], { body: { email: email.trim() } }, context);
      setState('sent');
    } catch (failure) {
      setState('idle');
      setError(
        failure instanceof ApiRequestError && failure.body?.localized_message
          ? failure.body.localized_message
          : t('errors.generic'),
      );
    }
  }

  if (state === 'sent')
    return (
      <p className={styles.notice} role="status">
        {t('emailSent')}
      </p>
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t(`${kind}.hint`)}</p>
      <label className={styles.label} htmlFor={inputId}>
        {t('email')}
        <input
          id={inputId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={state === 'sending'} disabled={!email.trim()}>
        {t(`${kind}.submit`)}
      </Button>
    </form>
  );
}
