import styles from './list-skeleton.module.css';

/** Placeholder rows of a match list while it loads, the size of real rows so nothing shifts. */
export function ListSkeleton({ label, rows = 8 }: { label: string; rows?: number }) {
  return (
    <div className={styles.list} aria-busy="true" aria-label={label} role="status">
      <div className={styles.header} />
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.row} />
      ))}
    </div>
  );
}
