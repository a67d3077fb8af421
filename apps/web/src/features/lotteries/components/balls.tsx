import styles from './lotteries-view.module.css';

/** Drawn numbers as balls, in draw order. */
export function Balls({ numbers, label }: { numbers: readonly number[]; label: string }) {
  return (
    <ol className={styles.balls} aria-label={label}>
      {numbers.map((number, index) => (
        <li key={`${index}-${number}`} className={styles.ball}>
          {number}
        </li>
      ))}
    </ol>
  );
}
