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
        // A choice made before hydration is kept and replayed once (issue 25); the header and the sports list
        // each draw a select, so the name is the element's own.
        {...earlyTap(`odds-type-${id}`)}
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
