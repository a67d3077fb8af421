'use client';

import { parseStake, stakeText } from '@sportsbook/betting';
import type { Deposit, DepositOptions } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { formatMoney } from '@/features/account';
import { ApiRequestError } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { Button } from '@/ui';
import { createDeposit } from '../api/create-deposit';
import { newIdempotencyKey } from '../idempotency-key';
import styles from '../deposit.module.css';

/**
 * The quick deposit (SPEC §2.5): amount presets, an amount field, the player's card-like methods (the test cards
 * too for `spi_test` players) and Deposit. One idempotency key per attempt: pressing again after a lost answer
 * sends the same key, so the deposit is made once. A refusal is shown in the form and the amount is kept.
 */
export function QuickDepositForm({
  options,
  onDeposit,
  onDetailsMissing,
}: {
  options: DepositOptions;
  onDeposit: (deposit: Deposit) => void;
  onDetailsMissing: () => void;
}) {
  const t = useTranslations('deposit');
  const locale = useLocale();
  const context = useApiContext();
  const ids = { amount: useId(), hint: useId(), error: useId() };
  const [amount, setAmount] = useState(stakeText(options.presets[0] ?? options.min_amount, options.subunits));
  const [methodId, setMethodId] = useState(options.methods[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const attempt = useRef<{ key: string; amount: number; methodId: string } | null>(null);
  const money = (minor: number) => formatMoney(minor, options.subunits, options.currency, locale);
  const minor = parseStake(amount, options.subunits);
  const valid = minor !== null && minor >= options.min_amount && minor <= options.max_amount;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!valid || sending) {
      setError(t('invalidAmount', { min: money(options.min_amount), max: money(options.max_amount) }));
      return;
    }
    // NOTE: the same amount and method again (a retry) keeps the key; a different deposit gets a new one.
    if (attempt.current?.amount !== minor || attempt.current.methodId !== methodId)
      attempt.current = { key: newIdempotencyKey(), amount: minor, methodId };
    setSending(true);
    setError(null);
    try {
      const deposit = await createDeposit(context, {
        amount: minor,
        currency: options.currency,
        method_id: methodId,
        idempotency_key: attempt.current.key,
      });
      attempt.current = null;
      onDeposit(deposit);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.body?.code === 'deposit_fields_missing')
        onDetailsMissing();
      setError(
        caught instanceof ApiRequestError && caught.body ? caught.body.localized_message : t('failedToSend'),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {options.test_mode ? <p className={styles.testMode}>{t('testMode')}</p> : null}
      <fieldset className={styles.presets}>
        <legend className={styles.legend}>{t('presets')}</legend>
        {options.presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={minor === preset}
            onClick={() => setAmount(stakeText(preset, options.subunits))}
          >
            {money(preset)}
          </button>
        ))}
      </fieldset>
      <label className={styles.label} htmlFor={ids.amount}>
        {t('amount', { currency: options.currency })}
      </label>
      <input
        id={ids.amount}
        className={styles.input}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        aria-invalid={!valid || undefined}
        aria-describedby={`${ids.hint}${error ? ` ${ids.error}` : ''}`}
        onChange={(event) => setAmount(event.target.value)}
      />
      <p id={ids.hint} className={styles.hint}>
        {t('bounds', { min: money(options.min_amount), max: money(options.max_amount) })}
      </p>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('method')}</legend>
        {options.methods.map((method) => (
          <label key={method.id} className={styles.method}>
            <input
              type="radio"
              name="method"
              value={method.id}
              checked={methodId === method.id}
              onChange={() => setMethodId(method.id)}
            />
            <span>{t('card', { brand: t(`brands.${method.brand}`), last4: method.last4 })}</span>
            {method.test_outcome ? (
              <span className={styles.testTag}>
                {t(method.test_outcome === 'error' ? 'declines' : 'staysPending')}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id={ids.error} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" aria-busy={sending || undefined} disabled={sending}>
        {sending ? t('sending') : valid ? t('submitAmount', { amount: money(minor) }) : t('submit')}
      </Button>
    </form>
  );
}
