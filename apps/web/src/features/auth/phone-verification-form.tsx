'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { Button } from '@/ui';
import styles from './auth.module.css';

/**
 * Phone verification (SPEC §2.5): the player gives a number (E.164) and country, the platform texts a six-digit
 * code, the player types it. `onVerified` runs once the platform says the phone is verified.
 */
export function PhoneVerificationForm({ onVerified }: { onVerified: () => void }) {
  const t = useTranslations('auth');
  const context = useApiContext();
  const numberId = useId();
  const countryId = useId();
  const codeId = useId();
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [number, setNumber] = useState('');
  const [country, setCountry] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(work: () => Promise<void>) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.body?.localized_message
          ? failure.body.localized_message
          : t('errors.generic'),
      );
    } finally {
      setBusy(false);
    }
  }

  function sendCode(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const body = { number: number.replace(/[\s()-]/g, ''), country: country.trim().toUpperCase() };
      await apiRequest(routeRefs.platform.updatePhone, { body }, context);
      setStep('code');
    });
  }

  function verify(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const phone = await apiRequest(
        routeRefs.platform.verifyPhone,
        { body: { code: code.trim() } },
        context,
      );
      if (phone.verified) onVerified();
    });
  }

  const errorLine = error ? (
    <p className={styles.error} role="alert">
      {error}
    </p>
  ) : null;

  if (step === 'code')
    return (
      <form className={styles.form} onSubmit={verify} noValidate>
        <p className={styles.hint}>{t('phoneVerification.codeSent', { number })}</p>
        <label className={styles.label} htmlFor={codeId}>
          {t('phoneVerification.code')}
          <input
            id={codeId}
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
        {errorLine}
        <Button type="submit" loading={busy} disabled={!/^[0-9]{6}$/.test(code.trim())}>
          {t('phoneVerification.verify')}
        </Button>
      </form>
    );

  return (
    <form className={styles.form} onSubmit={sendCode} noValidate>
      <p className={styles.hint}>{t('phoneVerification.hint')}</p>
      <label className={styles.label} htmlFor={numberId}>
        {t('phoneVerification.number')}
        <input
          id={numberId}
          className={styles.input}
          type="tel"
          autoComplete="tel"
          placeholder="+491701234567"
          maxLength={20}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </label>
      <label className={styles.label} htmlFor={countryId}>
        {t('phoneVerification.country')}
        <input
          id={countryId}
          className={styles.input}
          autoComplete="country"
          placeholder="DE"
          maxLength={2}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
        />
      </label>
      {errorLine}
      <Button type="submit" loading={busy} disabled={!number.trim() || country.trim().length !== 2}>
        {t('phoneVerification.send')}
      </Button>
    </form>
  );
}
