'use client';

import styles from './sport-filter.module.css';

/** One sport to filter by, with its live count. */
export interface SportOption {
  key: string;
  label: string;
  count: number;
  /** The label's language when it differs from the page's (a sport name of the catalogue). */
  lang?: string;
}

/** Toggle chips choosing which sport's live matches to show ("all" first); the chosen one is pressed. */
export function SportFilter({
  label,
  allLabel,
  options,
  total,
  selected,
  onSelect,
}: {
  label: string;
  allLabel: string;
  options: readonly SportOption[];
  total: number;
  selected: string;
  onSelect: (key: string) => void;
}) {
  const all: SportOption = { key: 'all', label: allLabel, count: total };
  return (
    <div role="group" aria-label={label} className={styles.filter}>
      {[all, ...options].map((option) => (
        <button
          key={option.key}
          type="button"
          className={styles.chip}
          aria-pressed={selected === option.key}
          onClick={() => onSelect(option.key)}
        >
          <span lang={option.lang}>{option.label}</span>
          <span className={styles.count}>{option.count}</span>
        </button>
      ))}
    </div>
  );
}
