import { z } from 'zod';
import { AuthFormMessage, EmbedInboundMessage, EmbedOutboundMessage } from './embed/messages';
import { PlaceBetsErrorDetails } from './errors/place-bet-errors';
import { ApiErrorBody } from './http/error';
import { ConnectionTokenClaims, RealtimeEvent, SubscriptionTokenClaims } from './realtime/events';
import { apiOrigin, routePath } from './http/route';
import type { RouteDef } from './http/route';
import { errorResponses } from './openapi-errors';
import { routes } from './routes';
import type { OperationId } from './routes';
import { notYetServed } from './routes/not-yet-served';

/** Where the two origins answer, for the document's `servers`. */
export interface OpenApiServers {
  platformUrl: string;
  sportsbookUrl: string;
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // NOTE: `unrepresentable: 'any'` keeps transforms and coercions from failing the whole document.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(route: RouteDef): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input');
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({
        name,
        in: location,
        required: location === 'path' || required.has(name),
        schema: property,
      });
    }
  }
  return list;
}

const security: Record<RouteDef['auth'], JsonSchema[] | undefined> = {
  none: [],
  session: [{ platformSession: [] }],
  'optional-session': [{}, { platformSession: [] }],
  bearer: [{ sportsbookBearer: [] }],
  'optional-bearer': [{}, { sportsbookBearer: [] }],
};

/** The note an operation that is specified but not served yet carries in its description. */
export const NOT_YET_SERVED_NOTE =
  'Not yet served: the sandbox answers 404 until this operation is implemented (`x-not-yet-served`).';

/** A raster image or other bytes, as opposed to the text (HTML, SVG) the other non-JSON routes send. */
const BINARY_MEDIA = /^(image\/(?!svg)|application\/octet-stream)/;

function operation(operationId: OperationId, route: RouteDef, servers: OpenApiServers): JsonSchema {
  const body = route.produces && BINARY_MEDIA.test(route.produces) ? { format: 'binary' } : {};
  const success = route.produces
    ? { description: 'Success', content: { [route.produces]: { schema: { type: 'string', ...body } } } }
    : {
        description: 'Success',
        content: { 'application/json': { schema: jsonSchema(route.response, 'output') } },
      };
  return {
    operationId,
    summary: route.summary,
    ...(notYetServed.has(operationId) ? { description: NOT_YET_SERVED_NOTE, 'x-not-yet-served': true } : {}),
    tags: route.tags ?? [route.api],
    security: security[route.auth],
    ...(apiOrigin[route.api] === 'platform' ? { servers: [{ url: servers.platformUrl }] } : {}),
    parameters: parameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      200: success,
      ...errorResponses(operationId, route),
      default: {
        description: 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } } },
      },
    },
  };
}

/** Every route of the table with its operation id (`group.name`, e.g. `sportsbook.getSports`). */
export function listRoutes(): { operationId: OperationId; route: RouteDef }[] {
  return Object.entries(routes).flatMap(([group, table]) =>
    Object.entries(table as Record<string, RouteDef>).map(([name, route]) => ({
      operationId: `${group}.${name}` as OperationId,
      route,
    })),
  );
}

/** Shapes that travel outside HTTP bodies, documented in `components.schemas` for implementers. */
const documentedSchemas: Record<string, z.ZodType> = {
  PlaceBetsErrorDetails,
  RealtimeEvent,
  RealtimeConnectionTokenClaims: ConnectionTokenClaims,
  RealtimeSubscriptionTokenClaims: SubscriptionTokenClaims,
  EmbedOutboundMessage,
  EmbedInboundMessage,
  EmbedAuthFormMessage: AuthFormMessage,
};

/**
 * The OpenAPI 3.1 document of both interfaces, generated from the route table, so an operator can implement
 * them. Sportsbook and front-end operations are served by the sportsbook origin, platform ones by the platform
 * origin (per-operation `servers`).
 */
export function buildOpenApiDocument(
  servers: OpenApiServers,
  extraSchemas: Record<string, z.ZodType> = {},
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { operationId, route } of listRoutes()) {
    const path = routePath(route);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(operationId, route, servers) };
  }
  const schemas: Record<string, JsonSchema> = { ApiErrorBody: jsonSchema(ApiErrorBody, 'output') };
  for (const [name, schema] of Object.entries({ ...documentedSchemas, ...extraSchemas }))
    schemas[name] = jsonSchema(schema, 'output');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sportsbook interfaces',
      version: '1.0.0',
      description:
        'The platform account API (`/api`, session cookie), the sportsbook API (`/api/v2`, bets `/api/v3`, bearer ' +
        'token) and the front-end assets (`/fe-api`). Every 4xx and 5xx carries `ApiErrorBody`. Real-time ' +
        'publications (`{event_name, message}`) on `public:{locale}.updates`, `public:{locale}.updates.match.{matchId}` ' +
        'and `$private:{locale}.platform_user.{userId}` are `RealtimeEvent`; cross-window messages are `Embed*`.',
    },
    servers: [{ url: servers.sportsbookUrl, description: 'Sportsbook origin' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        platformSession: { type: 'apiKey', in: 'cookie', name: 'platform_session' },
        sportsbookBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}
