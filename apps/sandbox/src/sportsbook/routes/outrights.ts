import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { SportsbookCatalogue } from '../catalogue/races-draws-outrights-catalogue';
import { pageOf } from '../pagination';

/** Outrights of the catalogue (SPEC §3 Non-match event): the list, paged, and one by id. */
export function outrightRoutes(app: FastifyInstance, { catalogue }: SandboxDeps): void {
  // NOTE: a bare team-sport Catalogue (some tests build one) has no outrights: it lists none.
  const book = catalogue instanceof SportsbookCatalogue ? catalogue : undefined;
  registerRoute(app, routes.sportsbook.getOutrights, ({ query }) => {
    const all = book?.outrights(query) ?? [];
    const start = (query.page - 1) * query.limit;
    return pageOf(all.slice(start, start + query.limit), all.length, query);
  });
  registerRoute(app, routes.sportsbook.getOutright, ({ params }) => {
    const outright = book?.outright(params.id);
    if (!outright)
      throw new ApiError(404, 'not_found', `No outright with id ${params.id}`, { id: params.id });
    return outright;
  });
}
