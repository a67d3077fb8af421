import { routes } from '@sportsbook/contract';
import { asc, count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sports } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { pageOf } from '../pagination';

/** Catalogue routes of the sportsbook API. */
export function catalogueRoutes(app: FastifyInstance, { db }: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.getSports, async ({ query }) => {
    const [total] = await db.select({ value: count() }).from(sports);
    const rows = await db
      .select()
      .from(sports)
      .orderBy(desc(sports.priority), asc(sports.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const data = rows.map((row) => ({
      id: row.id,
      urn_id: row.urnId,
      key: row.key,
      name: row.name,
      priority: row.priority,
      type: row.type,
      provider: row.provider,
    }));
    return pageOf(data, total?.value ?? 0, query);
  });
}
