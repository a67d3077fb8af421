'use client';

import type { Counters } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { useHydrated } from '@/platform/query/use-hydrated';
import { useCategories } from '../api/get-categories';
import { countsOf } from '../api/get-counters';
import { useTournaments } from '../api/get-tournaments';
import styles from './sports-menu.module.css';

interface SportTreeProps {
  sportKey: string;
  counters: Counters | undefined;
  onNavigate?: () => void;
}

/**
 * The current sport's categories, each with its leagues, in the side menu. Categories and leagues with nothing
 * upcoming are left out once the counters are known. Drawn after hydration: the page hands the categories and
 * leagues to the query cache after the menu was drawn on the server (see useHydrated).
 */
export function SportTree(props: SportTreeProps) {
  return useHydrated() ? <SportTreeLinks {...props} /> : null;
}

function SportTreeLinks({ sportKey, counters, onNavigate }: SportTreeProps) {
  const t = useTranslations('catalogue');
  const pathname = usePathname();
  const { data: categories = [] } = useCategories({ sport_key: sportKey });
  const { data: leagues = [] } = useTournaments({ sport_key: sportKey });
  const active = (href: string) => pathname === href;
  const shown = categories.filter(
    (category) => !counters || countsOf(counters.categories, category.id).gamesCount > 0,
  );
  if (shown.length === 0) return null;
  return (
    <ul className={styles.tree} aria-label={t('categoriesOf')}>
      {shown.map((category) => (
        <li key={category.id}>
          <LocalizedLink
            href={`/${sportKey}/${category.slug}`}
            className={styles.treeLink}
            activeWhen={active}
            onClick={onNavigate}
          >
            <span className={styles.name}>{category.name}</span>
            <span className={styles.total}>
              {countsOf(counters?.categories, category.id).gamesCount || null}
            </span>
          </LocalizedLink>
          <ul className={styles.leagues}>
            {leagues
              .filter((league) => league.category.id === category.id)
              .filter((league) => !counters || countsOf(counters.tournaments, league.id).gamesCount > 0)
              .map((league) => (
                <li key={league.id}>
                  <LocalizedLink
                    href={`/${sportKey}/${league.slug}`}
                    className={styles.leagueLink}
                    activeWhen={active}
                    onClick={onNavigate}
                  >
                    <span className={styles.name}>{league.name}</span>
                    <span className={styles.total}>
                      {countsOf(counters?.tournaments, league.id).gamesCount || null}
                    </span>
                  </LocalizedLink>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
