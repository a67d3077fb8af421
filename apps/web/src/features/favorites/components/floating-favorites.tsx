'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Icon } from '@/platform/icons/icon';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { useSiteConfig } from '@/platform/site/site-provider';
import { floatingActionStyles } from '@/ui';
import { useFavouriteIds } from '../api/get-favourite-ids';

/**
 * Whether the floating favourites button shows (SPEC §3 Site configuration `floating_favorites`): when the site
 * turns it on, on every page but the favourites page itself, at every width.
 */
export function showsFloatingFavorites(enabled: boolean, pathname: string): boolean {
  return enabled && !/(^|\/)favorites\/?$/.test(pathname);
}

/** The floating favourites button: a link to the favourites page with the count of the player's matches. */
export function FloatingFavorites() {
  const t = useTranslations('favorites');
  const enabled = useSiteConfig().floating_favorites;
  const pathname = usePathname();
  const count = useFavouriteIds('matches').data?.length ?? 0;
  if (!showsFloatingFavorites(enabled, pathname)) return null;
  return (
    <LocalizedLink href="/favorites" className={floatingActionStyles.action} data-testid="floating-favorites">
      <Icon symbol="icon-star-filled" size={24} />
      <span className="visually-hidden">{t('title')}</span>
      {count > 0 ? (
        <>
          {' '}
          <span className={floatingActionStyles.count}>{count}</span>
        </>
      ) : null}
    </LocalizedLink>
  );
}
