'use client';

import type { Category } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { countsOf, useCounters, useTournaments } from '@/features/catalogue';
import { CategoryMark } from '@/features/events';
import { pageMatchFilters } from '../api/match-filters';
import { CatalogueChips } from './catalogue-chips';
import { MatchSections } from './match-sections';
import { PageTitle } from './page-title';

/** The category page: its leagues as chips, then its live and upcoming matches by league. */
export function CategoryView({ category }: { category: Category }) {
  const t = useTranslations('events');
  const { data: leagues = [] } = useTournaments({ category_id: category.id });
  const { data: counters } = useCounters();
  const chips = leagues.map((league) => ({
    key: league.id,
    href: `/${category.sport.key}/${league.slug}`,
    label: league.name,
    count: countsOf(counters?.tournaments, league.id).gamesCount,
  }));
  return (
    <section aria-labelledby="page-title">
      <PageTitle
        title={category.name}
        eyebrow={category.sport.name}
        mark={<CategoryMark name={category.name} countryCode={category.country_code} />}
      />
      <CatalogueChips label={t('leagues')} chips={chips} />
      <MatchSections
        filters={pageMatchFilters.category(category.id)}
        leagueFilters={{ category_id: category.id }}
      />
    </section>
  );
}
