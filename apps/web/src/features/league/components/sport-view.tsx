'use client';

import type { Sport } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { countsOf, useCategories, useCounters } from '@/features/catalogue';
import { pageMatchFilters } from '../api/match-filters';
import { CatalogueChips } from './catalogue-chips';
import { MatchSections } from './match-sections';
import { PageTitle } from './page-title';

/** The sport page: its categories as chips, then its live and upcoming matches by league. */
export function SportView({ sport }: { sport: Sport }) {
  const t = useTranslations('events');
  const { data: categories = [] } = useCategories({ sport_key: sport.key });
  const { data: counters } = useCounters();
  const chips = categories
    .map((category) => ({
      key: category.id,
      href: `/${sport.key}/${category.slug}`,
      label: category.name,
      count: countsOf(counters?.categories, category.id).gamesCount,
    }))
    .filter((chip) => !counters || chip.count > 0);
  return (
    <section aria-labelledby="page-title">
      <PageTitle title={sport.name} eyebrow={t('sport')} />
      <CatalogueChips label={t('categories')} chips={chips} />
      <MatchSections filters={pageMatchFilters.sport(sport.key)} leagueFilters={{ sport_key: sport.key }} />
    </section>
  );
}

/** The cybersport page: every cyber sport's live and upcoming matches, with chips to each cyber sport. */
export function CybersportView({ sports }: { sports: readonly Sport[] }) {
  const t = useTranslations();
  const { data: counters } = useCounters();
  const chips = sports.map((sport) => ({
    key: sport.id,
    href: `/${sport.key}`,
    label: sport.name,
    count: countsOf(counters?.sports, sport.id).gamesCount,
  }));
  return (
    <section aria-labelledby="page-title">
      <PageTitle title={t('pages.cybersport')} />
      {/* NOTE: not 'Sports': the side column's sports menu is the navigation of that name. */}
      <CatalogueChips label={t('pages.cybersport')} chips={chips} />
      <MatchSections filters={pageMatchFilters.cybersport()} leagueFilters={{}} />
    </section>
  );
}
