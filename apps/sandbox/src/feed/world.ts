import type { SportKind } from '@sportsbook/contract';
import { catalogueSeeds } from './catalogue-data';
import type { SportSeed } from './catalogue-data';
import { createRandom } from './random';
import type { Random } from './random';
import { slugify } from './slug';

/** A sport as the world knows it (the catalogue's sports table plus its pricing model). */
export interface WorldSport {
  id: number;
  key: string;
  name: string;
  type: SportKind;
  provider: string;
  model: SportSeed['model'];
}

export interface WorldCategory {
  id: number;
  sportId: number;
  slug: string;
  name: string;
  priority: number;
  countryCode: string | null;
}

export interface WorldLeague {
  id: number;
  sportId: number;
  categoryId: number;
  slug: string;
  name: string;
  priority: number;
}

export interface WorldTeam {
  id: number;
  name: string;
  /** Attack strength: expected goals (or points share) against an average side. */
  attack: number;
  defence: number;
}

export interface WorldMatch {
  id: number;
  leagueId: number;
  sportId: number;
  slug: string;
  home: WorldTeam;
  away: WorldTeam;
  startTime: number;
  hasVideo: boolean;
}

export interface World {
  sports: WorldSport[];
  categories: WorldCategory[];
  leagues: WorldLeague[];
  matches: WorldMatch[];
  /** Every team of each league, by league id (outrights are priced over the whole league, not its fixtures). */
  teamsByLeague?: ReadonlyMap<number, readonly WorldTeam[]>;
  /** The seed the world was generated from: the live feed seeds each match's story with it. */
  seed?: number;
}

export interface WorldOptions {
  seed: number;
  /** The moment the world is generated for (ms since epoch); the schedule starts around it. */
  now: number;
  sports: readonly Omit<WorldSport, 'model'>[];
  /** Prematch matches to schedule over the next seven days (about 600). */
  prematchCount?: number;
  /** Matches already under way at `now` (30–50). */
  liveCount?: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Hands out slugs unique within a sport: categories, leagues and matches share `/[sport]/[slug]`. */
function slugRegistry() {
  const used = new Set<string>();
  return (base: string, suffix: string) => {
    let slug = slugify(base);
    if (used.has(slug)) slug = `${slug}-${suffix}`;
    used.add(slug);
    return slug;
  };
}

function pairings(random: Random, teams: WorldTeam[]): [WorldTeam, WorldTeam] {
  const home = random.pick(teams);
  let away = random.pick(teams);
  while (away === home) away = random.pick(teams);
  return [home, away];
}

/**
 * Generates the sportsbook's world from a seed: categories, leagues and teams of every sport, and a schedule of
 * matches around `now` — the same seed and moment always give the same world.
 */
export function generateWorld(options: WorldOptions): World {
  const random = createRandom(options.seed);
  const prematchCount = options.prematchCount ?? 600;
  const liveCount = options.liveCount ?? random.int(30, 50);
  const world: World = { sports: [], categories: [], leagues: [], matches: [] };
  const teamsByLeague = new Map<number, WorldTeam[]>();
  const nextId = { category: 1, league: 1, team: 1, match: 1001 };

  for (const sport of options.sports) {
    const seed = catalogueSeeds.find((candidate) => candidate.key === sport.key);
    if (!seed) continue;
    world.sports.push({ ...sport, model: seed.model });
    const slug = slugRegistry();
    for (const categorySeed of seed.categories) {
      const category: WorldCategory = {
        id: nextId.category++,
        sportId: sport.id,
        slug: slug(categorySeed.name, 'region'),
        name: categorySeed.name,
        priority: categorySeed.priority,
        countryCode: categorySeed.countryCode,
      };
      world.categories.push(category);
      for (const leagueSeed of categorySeed.leagues) {
        const league: WorldLeague = {
          id: nextId.league++,
          sportId: sport.id,
          categoryId: category.id,
          slug: slug(leagueSeed.name, 'league'),
          name: leagueSeed.name,
          priority: leagueSeed.priority,
        };
        world.leagues.push(league);
        teamsByLeague.set(
          league.id,
          leagueSeed.teams.map((name) => ({
            id: nextId.team++,
            name,
            attack: random.between(0.8, 1.25),
            defence: random.between(0.8, 1.25),
          })),
        );
      }
    }
  }

  const leagues = world.leagues;
  const schedule = (count: number, from: number, to: number) => {
    for (let index = 0; index < count; index += 1) {
      const league = leagues[index % leagues.length]!;
      const [home, away] = pairings(random, teamsByLeague.get(league.id)!);
      // NOTE: kick-offs on the quarter hour, as real fixtures are.
      const startTime = Math.round((from + random.next() * (to - from)) / (15 * 60_000)) * 15 * 60_000;
      const id = nextId.match++;
      world.matches.push({
        id,
        leagueId: league.id,
        sportId: league.sportId,
        // NOTE: match slugs carry the id, so they never collide with a category or league slug.
        slug: `${slugify(home.name)}-${slugify(away.name)}-${id}`,
        home,
        away,
        startTime,
        hasVideo: random.next() < 0.3,
      });
    }
  };
  // Live matches kicked off within the last 80 minutes; prematch ones from now to seven days ahead.
  schedule(liveCount, options.now - 80 * 60_000, options.now - 5 * 60_000);
  schedule(prematchCount, options.now + 15 * 60_000, options.now + 7 * DAY);
  world.matches.sort((a, b) => a.startTime - b.startTime || a.id - b.id);
  world.teamsByLeague = teamsByLeague;
  world.seed = options.seed;
  return world;
}
