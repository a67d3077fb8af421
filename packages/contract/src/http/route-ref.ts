import type { Routes } from '../routes';
import type {
  ApiName,
  HttpMethod,
  RouteAuth,
  RouteBody,
  RouteDef,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from './route';

/** The groups of the route table (`routes.platform`, `routes.sportsbook` …); a literal list, to avoid a type cycle. */
export type RouteGroup = 'platform' | 'sportsbook' | 'bets' | 'frontend';

/** What identifies an endpoint on the wire, without its schemas. */
export interface RouteIdentity {
  readonly method: HttpMethod;
  readonly api: ApiName;
  /** Path below the interface's base, OpenAPI style: `/matches/{id}`. */
  readonly path: string;
  readonly auth: RouteAuth;
}

/**
 * A zod-free handle on one route of the table: its identity plus where it sits (`group`, `name`). Client code
 * calls the API through refs so the browser never loads the route's schemas; `FullRoute` recovers the types.
 */
export interface RouteRef<
  G extends RouteGroup = RouteGroup,
  N extends string = string,
> extends RouteIdentity {
  readonly group: G;
  readonly name: N;
}

/** Builds a group's refs from its identities, adding each ref's `group` and `name` so they are never repeated. */
export function defineRouteRefs<G extends RouteGroup, const T extends Record<string, RouteIdentity>>(
  group: G,
  table: T,
): { readonly [N in keyof T & string]: T[N] & RouteRef<G, N> } {
  const refs = Object.fromEntries(
    Object.entries(table).map(([name, identity]) => [name, { ...identity, group, name }]),
  );
  return refs as { readonly [N in keyof T & string]: T[N] & RouteRef<G, N> };
}

/** The full, schema'd route a ref stands for (types only: nothing of the schemas reaches the importer). */
export type FullRoute<R extends RouteRef> =
  R extends RouteRef<infer G, infer N>
    ? G extends keyof Routes
      ? N extends keyof Routes[G]
        ? Extract<Routes[G][N], RouteDef>
        : never
      : never
    : never;

/** Path parameters of the route a ref stands for. */
export type RefParams<R extends RouteRef> = RouteParams<FullRoute<R>>;
/** Query of the route a ref stands for. */
export type RefQuery<R extends RouteRef> = RouteQuery<FullRoute<R>>;
/** Request body of the route a ref stands for. */
export type RefBody<R extends RouteRef> = RouteBody<FullRoute<R>>;
/** Success body of the route a ref stands for. */
export type RefResponse<R extends RouteRef> = RouteResponse<FullRoute<R>>;
