'use client';

import { LocalizedLink } from '@/platform/i18n/localized-link';
import styles from './catalogue-chips.module.css';

/** One chip: a link to a category or league page, with its event count when known. */
export interface Chip {
  key: string | number;
  href: string;
  label: string;
  count?: number;
}

/** A scrollable row of link chips (categories of a sport, leagues of a category). */
export function CatalogueChips({ label, chips }: { label: string; chips: readonly Chip[] }) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.chips}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <LocalizedLink href={chip.href} className={styles.chip}>
              {chip.label}
              {chip.count !== undefined ? <span className={styles.count}>{chip.count}</span> : null}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
