import { routes } from '@sportsbook/contract';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sports } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { registerRoute } from '../../http/register-route';
import { buildIconSprite } from '../icons/sprite';
import type { IconSprite } from '../icons/sprite';

/** A versioned sprite never changes under its `v`, so browsers keep it a year; unversioned ones for an hour. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
const UNVERSIONED_CACHE = 'public, max-age=3600';

/** `GET /fe-api/icons.svg?v=`: the interface and sport icons as one SVG sprite, with an ETag. */
export function iconRoutes(app: FastifyInstance, { db, catalogue }: SandboxDeps): void {
  let cached: { keys: string; sprite: IconSprite } | undefined;
  // NOTE: every sport `GET /sports` lists (horse racing and lotteries included) and any the world adds.
  const sprite = async () => {
    const listed = await db.select({ key: sports.key }).from(sports).orderBy(asc(sports.id));
    const keys = [
      ...new Set([...listed.map((sport) => sport.key), ...catalogue.sports().map((sport) => sport.key)]),
    ];
    if (cached?.keys !== keys.join()) cached = { keys: keys.join(), sprite: buildIconSprite(keys) };
    return cached.sprite;
  };
  registerRoute(app, routes.frontend.getIcons, async ({ query, request, reply }) => {
    const { svg, etag } = await sprite();
    reply.header('etag', etag).header('cache-control', query.v ? VERSIONED_CACHE : UNVERSIONED_CACHE);
    const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known?.includes(etag) || known?.includes('*')) {
      reply.code(304);
      return '';
    }
    return svg;
  });
}
