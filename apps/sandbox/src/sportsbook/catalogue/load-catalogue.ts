import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sports } from '../../db/schema';
import { generateWorld } from '../../feed/world';
import { Catalogue } from './catalogue';

/** Builds the in-memory catalogue: the sports from the database, the rest of the world generated from the seed. */
export async function loadCatalogue(db: Database, seed: number, now: () => number): Promise<Catalogue> {
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
  return new Catalogue(world, now);
}
