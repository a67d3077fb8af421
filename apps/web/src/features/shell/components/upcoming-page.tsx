import { getTranslations } from 'next-intl/server';
import styles from './upcoming-page.module.css';

/** Pages of SPEC §2.1 whose content arrives with a later release. */
export type UpcomingPageKey =
  | 'cybersport'
  | 'live'
  | 'favorites'
  | 'schedule'
  | 'promotions'
  | 'generalRules'
  | 'about'
  | 'results'
  | 'racing'
  | 'lotteries'
  | 'initSportsbook'
  | 'app'
  | 'signIn'
  | 'signUp'
  | 'confirmation'
  | 'passwordNew'
  | 'passwordEdit';

/** A page that exists with its title and says plainly that its content is still being built. */
export async function UpcomingPage({ page }: { page: UpcomingPageKey }) {
  const t = await getTranslations('pages');
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {t(page)}
      </h1>
      <p className={styles.note}>{t('notYetBuilt')}</p>
    </section>
  );
}
