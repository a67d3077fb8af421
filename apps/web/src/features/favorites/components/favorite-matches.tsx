'use client';

import { useTranslations } from 'next-intl';
import { MatchList, useMatches } from '@/features/events';
import { ListSkeleton } from '@/features/league';
import { Button } from '@/ui';
import { useFavouriteIds } from '../api/get-favourite-ids';
import { SignInPrompt } from './sign-in-prompt';
import styles from './favorites-view.module.css';

function FavouriteMatchList({ ids, limit }: { ids: number[]; limit?: number }) {
  const t = useTranslations('favorites');
  const matches = useMatches({ id: ids });
  if (matches.isPending) return <ListSkeleton label={t('loading')} rows={Math.min(ids.length, 6)} />;
  if (matches.isError) return <FetchAlert onRetry={() => void matches.refetch()} />;
  const shown = limit === undefined ? matches.data : matches.data.slice(0, limit);
  return shown.length > 0 ? <MatchList matches={shown} /> : <p className={styles.empty}>{t('empty')}</p>;
}

function FetchAlert({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('favorites');
  return (
    <div className={styles.alert} role="alert">
      <span>{t('fetchFailed')}</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * The player's favourite matches: a sign-in prompt for visitors, an alert when the favourites cannot be fetched
 * (SPEC §8), otherwise the matches as a list with their odds.
 */
export function FavoriteMatches({ limit }: { limit?: number }) {
  const t = useTranslations('favorites');
  const favourites = useFavouriteIds('matches');
  if (!favourites.signedIn) return <SignInPrompt />;
  if (favourites.isPending) return <ListSkeleton label={t('loading')} rows={4} />;
  if (favourites.isError) return <FetchAlert onRetry={() => void favourites.refetch()} />;
  if (favourites.data.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return <FavouriteMatchList ids={favourites.data} limit={limit} />;
}
