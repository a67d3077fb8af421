import styles from './category-mark.module.css';

/**
 * The mark of a category in league headers: its ISO country code as a small flag-like badge, or the initials
 * of an international category (no emoji flags: many systems lack the font and show two letters anyway).
 */
export function CategoryMark({ name, countryCode }: { name: string; countryCode: string | null }) {
  const text =
    countryCode ??
    name
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2);
  return (
    <span className={styles.mark} data-international={countryCode ? undefined : 'true'} aria-hidden="true">
      {text.toUpperCase()}
    </span>
  );
}
