import type { ReactNode } from 'react';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import styles from './blocks.module.css';

/** A titled section of a page of blocks, with an optional "see all" link. */
export function BlockSection({
  id,
  title,
  more,
  live,
  children,
}: {
  id: string;
  /** Text, or an element when the title is the operator's own words and carries their language. */
  title: ReactNode;
  more?: { href: string; label: string };
  live?: boolean;
  children: ReactNode;
}) {
  const headingId = `block-${id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-block={id}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {live ? <span className={styles.liveDot} aria-hidden="true" /> : null}
          {title}
        </h2>
        {more ? (
          <LocalizedLink href={more.href} className={styles.more}>
            {more.label}
          </LocalizedLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
