'use client';

import { useTranslations } from 'next-intl';
import { FavoriteMatches } from './favorite-matches';
import styles from './favorites-view.module.css';

/** The Favorites page (SPEC §2.1): the player's starred matches. */
export function FavoritesView() {
  const t = useTranslations('favorites');
  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.title}>
        {t('title')}
      </h1>
      <FavoriteMatches />
    </section>
  );
}
