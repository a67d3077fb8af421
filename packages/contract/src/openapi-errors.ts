import type { RouteDef } from './http/route';
import type { OperationId } from './routes';
import { routeErrors } from './routes/route-errors';
import type { RouteError } from './routes/route-errors';

type JsonSchema = Record<string, unknown>;

const errorBody = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } };

/**
 * The refusals every route of a kind answers, as the sandbox's one way of serving a route gives them: schema
 * validation, the bearer check of (optional-)bearer routes, and the platform's guard against forged
 * state-changing calls.
 */
function kindErrors(route: RouteDef): RouteError[] {
  const errors: RouteError[] = [];
  if (route.params || route.query || route.body)
    errors.push({ status: 400, code: 'validation_failed', when: 'the request does not match its schema' });
  if (route.auth === 'bearer')
    errors.push({
      status: 401,
      code: 'unauthorized',
      when: 'the bearer is missing, forged, expired or ended',
    });
  if (route.auth === 'optional-bearer')
    errors.push({ status: 401, code: 'unauthorized', when: 'a bearer is sent but forged, expired or ended' });
  if (route.api === 'platform' && route.method !== 'GET')
    errors.push({
      status: 403,
      code: 'forbidden',
      when: 'the `app: sportsbook` header is missing or the Origin is foreign',
    });
  return errors;
}

/** The 4xx responses of an operation, one per status, each listing its codes and when they are answered. */
export function errorResponses(operationId: OperationId, route: RouteDef): Record<string, JsonSchema> {
  const byStatus = new Map<number, RouteError[]>();
  for (const error of [...kindErrors(route), ...(routeErrors[operationId] ?? [])])
    byStatus.set(error.status, [...(byStatus.get(error.status) ?? []), error]);
  const responses: Record<string, JsonSchema> = {};
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(status)] = {
      description: errors.map((error) => `\`${error.code}\`: ${error.when}`).join('; '),
      content: errorBody,
    };
  return responses;
}
