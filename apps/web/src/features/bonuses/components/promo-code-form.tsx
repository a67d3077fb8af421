'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiRequestError } from '@/platform/api/api-client';
import { Button } from '@/ui';
import { useRedeemPromoCode } from '../api/redeem-promo-code';
import styles from './bonuses.module.css';

/** The server's own words for a refused code (`localized_message`, SPEC §8), else ours. */
function refusal(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body?.localized_message
    ? error.body.localized_message
    : fallback;
}

/**
 * Redeems a promo code (SPEC §7 `POST /bonuses/promo-code`). On success the slip's offers are fetched again, so
 * the new freebet appears on the bets it fits; a refused code keeps what was typed and says why.
 */
export function PromoCodeForm() {
  const t = useTranslations('bonuses.promo');
  const redeem = useRedeemPromoCode();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length >= 3) redeem.mutate(code.trim());
  };
  return (
    <form className={styles.promo} onSubmit={submit} aria-label={t('title')}>
      <label>
        {t('label')}
        <input
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
        />
      </label>
      <Button type="submit" variant="ghost" size="sm" disabled={redeem.isPending}>
        {t('redeem')}
      </Button>
      <p className={styles.promoMessage} role="status" data-tone={redeem.isError ? 'error' : undefined}>
        {redeem.isSuccess
          ? t(redeem.data.bonus_type === 'freebet' ? 'freebetAdded' : 'bonusAdded')
          : redeem.isError
            ? refusal(redeem.error, t('failed'))
            : null}
      </p>
    </form>
  );
}
