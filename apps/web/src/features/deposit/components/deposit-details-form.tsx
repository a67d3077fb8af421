'use client';

import type { DepositField, DepositOptions } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiRequestError } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { Button } from '@/ui';
import { saveDepositDetails } from '../api/save-deposit-details';
import styles from '../deposit.module.css';

const inputProps: Record<
  DepositField,
  { type: string; autoComplete: string; maxLength?: number; pattern?: string }
> = {
  birth_date: { type: 'date', autoComplete: 'bday' },
  country: { type: 'text', autoComplete: 'country', maxLength: 2, pattern: '[A-Za-z]{2}' },
  city: { type: 'text', autoComplete: 'address-level2', maxLength: 80 },
  address: { type: 'text', autoComplete: 'street-address', maxLength: 160 },
  postal_code: { type: 'text', autoComplete: 'postal-code', maxLength: 12 },
};

/**
 * The details a deposit needs first (SPEC §5 missing deposit fields): one field per missing detail; saved, the
 * provider answers what is still missing and the quick deposit follows.
 */
export function DepositDetailsForm({
  missing,
  onSaved,
}: {
  missing: readonly DepositField[];
  onSaved: (options: DepositOptions) => void;
}) {
  const t = useTranslations('deposit');
  const context = useApiContext();
  const baseId = useId();
  const [values, setValues] = useState<Partial<Record<DepositField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (missing.some((field) => !values[field]?.trim())) {
      setError(t('details.incomplete'));
      return;
    }
    setSaving(true);
    setError(null);
    const details = Object.fromEntries(
      missing.map((field) => [
        field,
        field === 'country' ? values[field]!.trim().toUpperCase() : values[field]!.trim(),
      ]),
    );
    try {
      onSaved(await saveDepositDetails(context, details));
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError && caught.body ? caught.body.localized_message : t('failedToSend'),
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${baseId}-title`}>
      <h3 id={`${baseId}-title`} className={styles.subtitle}>
        {t('details.title')}
      </h3>
      <p className={styles.hint}>{t('details.hint')}</p>
      {missing.map((field) => (
        <div key={field} className={styles.field}>
          <label className={styles.label} htmlFor={`${baseId}-${field}`}>
            {t(`fields.${field}`)}
          </label>
          <input
            id={`${baseId}-${field}`}
            className={styles.input}
            required
            {...inputProps[field]}
            value={values[field] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        </div>
      ))}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={saving} aria-busy={saving || undefined}>
        {t('details.save')}
      </Button>
    </form>
  );
}
