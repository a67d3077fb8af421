'use client';

import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiRequestError } from '@/platform/api/api-client';
import { Button } from '@/ui';
import { useRedeemPromoCode } from '../api/redeem-promo-code';
import styles from './promo-code-form.module.css';

/** The server's own words for a refused code (`localized_message`, SPEC §8), else ours. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body?.localized_message
    ? error.body.localized_message
    : fallback;
}

/**
 * Redeems a promo code (SPEC §7 `POST /bonuses/promo-code`). On success the slip's offers are fetched again, so
 * the new freebet appears on the bets it fits; a refused code keeps what was typed and says why. The button
 * waits for a code of three characters or more, the shortest the server accepts.
 */
export function PromoCodeForm() {
  const t = useTranslations('bonuses.promo');
  const redeem = useRedeemPromoCode();
  const [code, setCode] = useState('');
  const inputId = useId();
  const messageId = useId();
  const ready = code.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) redeem.mutate(code.trim());
  };
  const state = redeem.isSuccess ? 'applied' : redeem.isError ? 'invalid' : undefined;
  return (
    <form className={styles.promo} onSubmit={submit} aria-label={t('title')} data-state={state}>
      <label className={styles.label} htmlFor={inputId}>
        {t('label')}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            redeem.reset();
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={redeem.isError || undefined}
          aria-describedby={messageId}
        />
        <Button
          type="submit"
          variant="primary"
          size="sm"
          className={styles.submit}
          disabled={!ready || redeem.isPending}
        >
          {t('redeem')}
        </Button>
      </div>
      <p id={messageId} className={styles.message} role="status">
        {state ? (
          <span className={styles.glyph} aria-hidden="true">
            {state === 'applied' ? '✓' : '!'}
          </span>
        ) : null}
        {redeem.isSuccess
          ? t(redeem.data.bonus_type === 'freebet' ? 'freebetAdded' : 'bonusAdded')
          : redeem.isError
            ? refusal(redeem.error, t('failed'))
            : null}
      </p>
    </form>
  );
}
