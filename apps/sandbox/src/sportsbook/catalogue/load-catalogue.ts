import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sports } from '../../db/schema';
import { generateWorld } from '../../feed/world';
import { createSportsbookCatalogue } from './sportsbook-catalogue';
import type { SportsbookCatalogue } from './sportsbook-catalogue';

/** Builds the in-memory catalogue: the sports from the database, the rest of the world generated from the seed. */
export async function loadCatalogue(
  db: Database,
  seed: number,
  now: () => number,
): Promise<SportsbookCatalogue> {
  const rows = await db.select().from(sports).orderBy(asc(sports.id));
  const world = generateWorld({
    seed,
    now: now(),
    sports: rows.map((row) => ({
      id: row.id,
      key: row.key,
      name: row.name,
      type: row.type,
      provider: row.provider,
    })),
  });
  const catalogue = createSportsbookCatalogue(world, now, { seed, sports: rows });
  // NOTE: matches already under way are played from their kick-off to now, so they stand where their seeded
  // stories have them.
  catalogue.matchCatalogue.advance();
  return catalogue;
}
