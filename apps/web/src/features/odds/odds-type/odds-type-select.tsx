'use client';

import type { OddsType } from '@sportsbook/contract';
import { isOneOf, oddsTypes } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { earlyTap } from '@/platform/early-taps/early-tap';
import { setOddsType } from './odds-type-store';
import { useOddsType } from './use-odds-type';
import styles from './odds-type-select.module.css';

/**
 * The odds-format switch the header mounts: a labelled native select (keyboard and screen readers for free).
 * `available` narrows the list to the types the settings offer (SPEC §3 Settings odds_types.available).
 */
export function OddsTypeSelect({
  available = oddsTypes,
  className,
}: {
  available?: readonly OddsType[];
  className?: string;
}) {
  const t = useTranslations('odds');
  const id = useId();
  const value = useOddsType();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {t('type.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => {
          const type = event.target.value;
          if (isOneOf(oddsTypes, type)) setOddsType(type);
        }}
        // A choice made before hydration is kept and replayed once (issue 25). One name for every odds-type
        // select (they set one store): a select React draws anew after a hydration error gets another useId,
        // and must still find the choice kept for the one it replaced.
        {...earlyTap('odds-type')}
      >
        {available.map((type) => (
          <option key={type} value={type}>
            {t(`type.${type}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
