'use client';

import { useTranslations } from 'next-intl';
import { FavoriteMatches } from './favorite-matches';
import pageStyles from '@/ui/page.module.css';
import styles from './favorites-view.module.css';

/** The Favorites page (SPEC §2.1): the player's starred matches. */
export function FavoritesView() {
  const t = useTranslations('favorites');
  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={pageStyles.title}>
        {t('title')}
      </h1>
      <FavoriteMatches />
    </section>
  );
}
