import { notFound } from 'next/navigation';
import { notFoundUnlessSportSwitchedOn } from '@/platform/navigation/section-switches-on-server';
import { cache } from 'react';
// NOTE: from their modules, not the features' indexes: a server module that imports an index makes every client
// component the index names part of the page's JavaScript (decision 0045).
import { getCategoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { getCountersQueryOptions } from '@/features/catalogue/api/get-counters';
import { getTournamentsQueryOptions } from '@/features/catalogue/api/get-tournaments';
import { getMatchQueryOptions } from '@/features/events/api/get-match';
import { getMatchMarketsQueryOptions } from '@/features/events/api/get-match-markets';
import { getMatchesQueryOptions } from '@/features/events/api/get-matches';
import { pageMatchFilters } from '@/features/league/api/match-filters';
import { resolveSlug } from '@/features/league/api/resolve-slug';
import type { ResolvedSlug } from '@/features/league/api/resolve-slug';
import { LeagueOutrights } from '@/features/outrights/components/league-outrights';
import { serverApiContext } from '@/platform/api/server-context';
import { PageData } from '@/platform/query/page-data';
import { createQueryClient } from '@/platform/query/query-client';
import { CategoryView, LeagueView, MatchView } from './slug-views';

type Params = Promise<{ locale: string; sport: string; slug: string }>;

// NOTE: metadata and the page resolve the same slug; `cache` makes that one lookup per request.
const resolve = cache((locale: string, sport: string, slug: string) =>
  resolveSlug(serverApiContext(locale), sport, slug),
);

function titleOf(resolved: ResolvedSlug): string {
  if (resolved.kind === 'category') return `${resolved.category.name} · ${resolved.category.sport.name}`;
  if (resolved.kind === 'league') return `${resolved.league.name} · ${resolved.league.category.name}`;
  return `${resolved.match.competitors.home.name} – ${resolved.match.competitors.away.name}`;
}

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, sport, slug } = await params;
  const resolved = await resolve(locale, sport, slug).catch(() => null);
  return { title: resolved ? titleOf(resolved) : undefined };
}

/** `/[sport]/[slug]`: a category, a league or a match of the sport, looked up by slug; else not found. */
export default async function SportSlugPage({ params }: { params: Params }) {
  const { locale, sport, slug } = await params;
  await notFoundUnlessSportSwitchedOn(locale, sport);
  const resolved = await resolve(locale, sport, slug);
  if (!resolved) notFound();
  const context = serverApiContext(locale);
  const queryClient = createQueryClient();
  // The side menu opens the current sport to its categories and leagues: those come with the first paint too.
  await Promise.all([
    queryClient.prefetchQuery(getCategoriesQueryOptions(context, { sport_key: sport })),
    queryClient.prefetchQuery(getTournamentsQueryOptions(context, { sport_key: sport })),
  ]);
  let view;
  if (resolved.kind === 'category') {
    const { category } = resolved;
    await Promise.all([
      queryClient.prefetchQuery(getMatchesQueryOptions(context, pageMatchFilters.category(category.id))),
      queryClient.prefetchQuery(getTournamentsQueryOptions(context, { category_id: category.id })),
      queryClient.prefetchQuery(getCountersQueryOptions(context)),
    ]);
    view = <CategoryView category={category} />;
  } else if (resolved.kind === 'league') {
    const { league } = resolved;
    await queryClient.prefetchQuery(getMatchesQueryOptions(context, pageMatchFilters.league(league.id)));
    view = (
      <LeagueView league={league}>
        <LeagueOutrights leagueId={league.id} />
      </LeagueView>
    );
  } else {
    const { match } = resolved;
    await Promise.all([
      queryClient.prefetchQuery(getMatchQueryOptions(context, match.id)),
      queryClient.prefetchQuery(getMatchMarketsQueryOptions(context, match.id)),
    ]);
    view = <MatchView matchId={match.id} />;
  }
  return <PageData queryClient={queryClient}>{view}</PageData>;
}
