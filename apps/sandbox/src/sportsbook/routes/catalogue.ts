import { routes } from '@sportsbook/contract';
import type { Sport } from '@sportsbook/contract';
import { asc, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { sports } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { ResponseCache } from '../../http/serialized-json';
import { pageOf } from '../pagination';

async function loadSports(db: Database): Promise<Sport[]> {
  const rows = await db.select().from(sports).orderBy(desc(sports.priority), asc(sports.id));
  return rows.map((row) => ({
    id: row.id,
    urn_id: row.urnId,
    key: row.key,
    name: row.name,
    priority: row.priority,
    type: row.type,
    provider: row.provider,
  }));
}

/** Catalogue routes of the sportsbook API. */
export function catalogueRoutes(app: FastifyInstance, { db }: SandboxDeps): void {
  // NOTE: the sports table is seeded once and never written while the sandbox runs, so it is read once, on
  // first demand, and every request after that is served from memory (a page per query, compressed once).
  let sportList: Promise<Sport[]> | undefined;
  const sportPages = new ResponseCache(60_000);
  registerRoute(app, routes.sportsbook.getSports, async ({ query }) => {
    sportList ??= loadSports(db).catch((error: unknown) => {
      sportList = undefined;
      throw error;
    });
    const all = await sportList;
    return sportPages.get(JSON.stringify(query), () => {
      const start = (query.page - 1) * query.limit;
      return pageOf(all.slice(start, start + query.limit), all.length, query);
    });
  });
}
