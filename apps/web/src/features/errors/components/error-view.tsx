import type { ReactNode } from 'react';
import { ErrorIllustration } from './error-illustration';
import type { ErrorKind } from './error-illustration';
import styles from './error-view.module.css';

export interface ErrorViewProps {
  kind: ErrorKind;
  title: string;
  description: string;
  /** Further lines (the blocked page's advice and contact). */
  details?: ReactNode[];
  homeHref: string;
  homeLabel: string;
}

/**
 * The body of every error page: picture, description and the way home (SPEC §2.2). Error pages render
 * without the app shell, so this is the page's main landmark.
 */
export function ErrorView({ kind, title, description, details = [], homeHref, homeLabel }: ErrorViewProps) {
  return (
    <main className={styles.page} aria-labelledby="error-title" data-error-kind={kind}>
      <ErrorIllustration kind={kind} label={title} />
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{description}</p>
      {details.map((line, index) => (
        <p key={index} className={styles.detail}>
          {line}
        </p>
      ))}
      {/* NOTE: a plain link, so the way home works even when the app's scripts failed to load. */}
      <a href={homeHref} className={styles.home}>
        {homeLabel}
      </a>
    </main>
  );
}
