import { getTranslations } from 'next-intl/server';
import styles from './betslip-placeholder.module.css';

/** The bet-slip column's content until the ticket arrives with its issue: what the column will hold. */
export async function BetslipPlaceholder() {
  const t = await getTranslations('betslip');
  return (
    <section className={styles.panel} aria-labelledby="betslip-title">
      <h2 id="betslip-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('empty')}</p>
    </section>
  );
}
