import type { Category, League, Match } from '@sportsbook/contract';
import { getCategories, getTournaments } from '@/features/catalogue';
import { getMatches } from '@/features/events';
import type { ApiContext } from '@/platform/api/api-client';

/** What `/[sport]/[slug]` names: a category, a league or a match of that sport (SPEC §2.1). */
export type ResolvedSlug =
  | { kind: 'category'; category: Category }
  | { kind: 'league'; league: League }
  | { kind: 'match'; match: Match };

/**
 * Looks a slug up among the sport's categories, leagues and matches (slugs are unique within a sport, so at
 * most one answers); null when none does. The three lookups run at once.
 */
export async function resolveSlug(
  context: ApiContext,
  sportKey: string,
  slug: string,
): Promise<ResolvedSlug | null> {
  if (!/^[a-z0-9-]{1,160}$/.test(slug)) return null;
  const [categories, leagues, matches] = await Promise.all([
    getCategories(context, { sport_key: sportKey, slug }),
    getTournaments(context, { sport_key: sportKey, slug }),
    getMatches(context, { sport_key: sportKey, slug }),
  ]);
  if (categories[0]) return { kind: 'category', category: categories[0] };
  if (leagues[0]) return { kind: 'league', league: leagues[0] };
  if (matches[0]) return { kind: 'match', match: matches[0] };
  return null;
}
