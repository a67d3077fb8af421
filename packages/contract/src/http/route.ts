import type { z } from 'zod';

/** Which back-end interface a route belongs to; each has its own origin and base path (SPEC §7). */
export type ApiName = 'platform' | 'sportsbook' | 'bets' | 'frontend';

/** Base path of each interface on its origin: platform `/api`, sportsbook v2, bets v3, front-end assets. */
export const apiBasePath = {
  platform: '/api',
  sportsbook: '/api/v2',
  bets: '/api/v3',
  frontend: '/fe-api',
} as const satisfies Record<ApiName, string>;

/** Which origin serves an interface: the platform origin, or the sportsbook origin for everything else. */
export const apiOrigin = {
  platform: 'platform',
  sportsbook: 'sportsbook',
  bets: 'sportsbook',
  frontend: 'sportsbook',
} as const satisfies Record<ApiName, 'platform' | 'sportsbook'>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a caller proves who it is: nothing, the platform session cookie, or the sportsbook bearer token
 * (`optional-bearer`: anonymous callers are served too, players get personalised data).
 */
export type RouteAuth = 'none' | 'session' | 'optional-session' | 'bearer' | 'optional-bearer';

/** One endpoint of the route table: everything a client or a server needs to call or serve it. */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
> {
  readonly method: HttpMethod;
  readonly api: ApiName;
  /** Path below the interface's base, OpenAPI style: `/matches/{id}`. */
  readonly path: string;
  readonly summary: string;
  readonly auth: A;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The success body. A route that answers with no body uses `z.null()`. */
  readonly response: R;
  /** Content type of a non-JSON success response (for example the SVG icon sprite). */
  readonly produces?: string;
  readonly tags?: readonly string[];
}

/** Declares a route; the identity function keeps each route's literal schema types and its `auth` literal. */
export function defineRoute<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  A extends RouteAuth = RouteAuth,
>(route: RouteDef<P, Q, B, R, A>): RouteDef<P, Q, B, R, A> {
  return route;
}

/** Full path of a route on its origin, still with `{param}` placeholders: `/api/v2/matches/{id}`. */
export function routePath(route: Pick<RouteDef, 'api' | 'path'>): string {
  return `${apiBasePath[route.api]}${route.path}`;
}

/** Fills the `{param}` placeholders of a route path; values are URI-encoded. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

// NOTE: a route's optional parts are `Schema | undefined`; strip the undefined before inferring.
type InputOf<S> = [Exclude<S, undefined>] extends [z.ZodType] ? z.input<Exclude<S, undefined>> : never;

export type RouteParams<T extends RouteDef> = InputOf<T['params']>;
export type RouteQuery<T extends RouteDef> = InputOf<T['query']>;
export type RouteBody<T extends RouteDef> = InputOf<T['body']>;
export type RouteResponse<T extends RouteDef> = z.output<T['response']>;
