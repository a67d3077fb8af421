import type { Category, League, SportKind } from '@sportsbook/contract';

/** A sport as catalogue records hold it (a world sport or a sport row). */
interface SportRecord {
  id: number;
  key: string;
  name: string;
  type: SportKind;
}

/** A category as catalogue records hold it (the world's, or a racing country or lottery group). */
interface CategoryRecord {
  id: number;
  slug: string;
  name: string;
  priority: number;
  countryCode: string | null;
}

/** A league as catalogue records hold it (the world's, or a track or lottery). */
interface LeagueRecord {
  id: number;
  slug: string;
  name: string;
  priority: number;
}

/** How many outcomes a list shows in its main and secondary market columns (0: no fixed columns). */
export interface OutcomeColumns {
  main: number;
  secondary: number;
}

/** A sport as the contract refers to it from a category, league or match. */
export function sportRefOf(sport: SportRecord): Category['sport'] {
  return { id: sport.id, key: sport.key, name: sport.name, type: sport.type };
}

/** A category as the contract shows it (SPEC §3 Category), for every kind of catalogue. */
export function categoryViewOf(category: CategoryRecord, sport: SportRecord): Category {
  return {
    id: category.id,
    slug: category.slug,
    name: category.name,
    priority: category.priority,
    country_code: category.countryCode,
    sport: sportRefOf(sport),
  };
}

/** A league as the contract shows it (SPEC §3 Tournament), for every kind of catalogue. */
export function leagueViewOf(
  league: LeagueRecord,
  category: CategoryRecord,
  sport: SportRecord,
  columns: OutcomeColumns,
): League {
  return {
    id: league.id,
    urn_id: `sr:tournament:${league.id}`,
    slug: league.slug,
    name: league.name,
    priority: league.priority,
    priority_overrides: {},
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      country_code: category.countryCode,
    },
    sport: sportRefOf(sport),
    main_market_outcomes_count: columns.main,
    secondary_market_outcomes_count: columns.secondary,
  };
}
