import type { ReactNode } from 'react';
import styles from './floating-actions.module.css';

/**
 * The corner where the site's floating buttons stack (the floating favourites and the floating ticket, SPEC §3
 * Site configuration): the bottom start corner, above the phone tab bar, clear of the chat launcher at the end.
 */
export function FloatingActions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label} className={styles.corner}>
      {children}
    </div>
  );
}

/** The class of a button or link of the floating corner, and of its count badge. */
export const floatingActionStyles = { action: styles.action, count: styles.count };
