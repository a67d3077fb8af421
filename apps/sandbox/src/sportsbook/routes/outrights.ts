import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { registerRoute } from '../../http/register-route';
import { pageOf } from '../pagination';

/** Outrights of the catalogue (SPEC §3 Non-match event): the list, paged, and one by id. */
export function outrightRoutes(app: FastifyInstance, { catalogue }: SandboxDeps): void {
  registerRoute(app, routes.sportsbook.getOutrights, ({ query }) => {
    const all = catalogue.outrights.list(query);
    const start = (query.page - 1) * query.limit;
    return pageOf(all.slice(start, start + query.limit), all.length, query);
  });
  registerRoute(app, routes.sportsbook.getOutright, ({ params }) => {
    const outright = catalogue.outrights.get(params.id);
    if (!outright)
      throw new ApiError(404, 'not_found', `No outright with id ${params.id}`, { id: params.id });
    return outright;
  });
}
