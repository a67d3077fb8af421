import { routePath } from '@sportsbook/contract';
import type { RouteDef, ValidationIssue } from '@sportsbook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { authenticateBearer, usesBearer } from '../sportsbook/auth/bearer';
import type { SportsbookSession } from '../sportsbook/auth/session-token';
import { ApiError } from './api-error';
import { SerializedJson, sendSerializedJson } from './serialized-json';

// NOTE: the route's optional parts are `Schema | undefined`; strip the undefined before inferring.
type Parsed<S> = [Exclude<S, undefined>] extends [z.ZodType] ? z.output<Exclude<S, undefined>> : undefined;

/** What a route handler receives: the validated parts of the request, typed from the route table. */
export interface RouteInput<R extends RouteDef> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  /**
   * The player of the sportsbook bearer token: always present on `bearer` routes (a request without a valid one
   * never reaches the handler), null for visitors on `optional-bearer` routes and on every other route.
   */
  player: R['auth'] extends 'bearer' ? SportsbookSession : SportsbookSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (
  input: RouteInput<R>,
) => Promise<z.input<R['response']> | SerializedJson> | z.input<R['response']> | SerializedJson;

function parsePart(
  schema: z.ZodType | undefined,
  value: unknown,
  location: ValidationIssue['location'],
  issues: ValidationIssue[],
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    issues.push({ location, path: issue.path.join('.'), message: issue.message });
  }
  return undefined;
}

/** `/matches/{id}` → `/matches/:id`, Fastify's path syntax. */
function fastifyPath(route: RouteDef): string {
  return routePath(route).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The one way the sandbox serves a contract route: mounts it at its path, enforces its `auth` (the sportsbook
 * bearer of `bearer` and `optional-bearer` routes: 401 `unauthorized` when missing, forged or expired), validates
 * params, query and body with the route's schemas (400 `validation_failed` listing every issue) and hands typed
 * values to the handler.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
): void {
  const bearer = usesBearer(route.auth) ? route.auth : undefined;
  if (bearer && !app.hasDecorator('sportsbookSessions'))
    throw new Error(`${route.method} ${route.path} needs installSportsbookSessions on its app first`);
  app.route({
    method: route.method,
    url: fastifyPath(route),
    handler: async (request, reply) => {
      const player = bearer ? await authenticateBearer(app, request, bearer) : null;
      const issues: ValidationIssue[] = [];
      const params = parsePart(route.params, request.params, 'params', issues);
      const query = parsePart(route.query, request.query, 'query', issues);
      const body = parsePart(route.body, request.body, 'body', issues);
      if (issues.length > 0)
        throw new ApiError(400, 'validation_failed', 'Request validation failed', { issues });
      const result = await handler({ params, query, body, player, request, reply } as RouteInput<R>);
      if (result instanceof SerializedJson) return sendSerializedJson(request, reply, result);
      if (route.produces) return reply.type(route.produces).send(result);
      return result;
    },
  });
}
