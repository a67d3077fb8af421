import type { ReactNode } from 'react';
import styles from './page-title.module.css';

/** The title block of a catalogue page: an optional mark, the title (the page's h1) and a line above it. */
export function PageTitle({
  mark,
  eyebrow,
  title,
}: {
  mark?: ReactNode;
  eyebrow?: ReactNode;
  title: string;
}) {
  return (
    <header className={styles.header}>
      {mark}
      <div>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
      </div>
    </header>
  );
}
