'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useSports } from '@/features/catalogue';
import styles from './sport-select.module.css';

/** Sports that have their own pages instead of match lists. */
const OWN_PAGES = new Set(['horse-racing', 'lotteries']);

/** The sport filter of the schedule and results: every sport, or one. */
export function SportSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (key: string | null) => void;
}) {
  const t = useTranslations('schedule');
  const id = useId();
  const sports = useSports();
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.filterLabel}>
        {t('sport')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('allSports')}</option>
        {(sports.data ?? [])
          .filter((sport) => !OWN_PAGES.has(sport.key))
          .map((sport) => (
            <option key={sport.key} value={sport.key}>
              {sport.name}
            </option>
          ))}
      </select>
    </div>
  );
}
