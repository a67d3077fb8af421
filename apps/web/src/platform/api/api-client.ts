import { apiOrigin, buildPath, isApiErrorBody, routePath } from '@sportsbook/contract/refs';
import type { ApiErrorBody } from '@sportsbook/contract';
import { skipReport } from '../errors/dropped-errors';
import type { RefBody, RefParams, RefQuery, RefResponse, RouteRef } from '@sportsbook/contract/refs';

/** Where the two back-end origins are and who is calling. */
export interface ApiContext {
  sportsbookApiUrl: string;
  platformApiUrl: string;
  /** Sportsbook bearer token of the signed-in player. */
  token?: string | null;
  locale?: string;
  signal?: AbortSignal;
  /** Extra fetch options (Next.js caching hints on the server). */
  init?: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
}

/** A non-2xx answer: its status and the error body of the back end (SPEC §8 reads `localized_message`). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  readonly url: string;
  /** What was sent and what came back as it was, for the error report (SPEC §8 attaches both). */
  readonly exchange: { requestBody?: unknown; responseBody?: unknown };

  constructor(
    status: number,
    body: ApiErrorBody | null,
    url: string,
    exchange: { requestBody?: unknown; responseBody?: unknown } = {},
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    this.url = url;
    this.exchange = exchange;
  }
}

/** How the signed-in player reaches the client: the bearer to send, and what a 401 on a player call does. */
export interface ApiAuthHooks {
  /** The sportsbook bearer of the signed-in player, used when the call's context names no token. */
  bearer(): string | null;
  /** A call that needed the player answered 401 (SPEC §8: sign out with the session-expired flag). */
  onUnauthorized(error: ApiRequestError): void;
}

let authHooks: ApiAuthHooks | null = null;

/** Installs (or with null removes) the session's hooks; the browser's session provider calls this once. */
export function setApiAuthHooks(hooks: ApiAuthHooks | null): void {
  authHooks = hooks;
}

type RequestParts<R extends RouteRef> = {
  params?: RefParams<R>;
  query?: RefQuery<R>;
  body?: RefBody<R>;
};

const acceptByApi = {
  platform: 'application/vnd.platform.v1+json',
  sportsbook: 'application/vnd.sportsbook.v2+json',
  bets: 'application/vnd.sportsbook.v3+json',
  frontend: 'application/json',
} as const;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The one HTTP client of the web app, typed from the contract's route table: builds the URL on the right
 * origin, sends the headers of SPEC §7 (app = sportsbook, a versioned Accept, cookies on platform calls, the
 * bearer on sportsbook calls) and turns non-2xx answers into `ApiRequestError`. It takes a route ref
 * (`routeRefs.bets.getBets`), typed from its full route, so callers never load the route's zod schemas.
 */
export async function apiRequest<R extends RouteRef>(
  route: R,
  parts: RequestParts<R>,
  context: ApiContext,
): Promise<RefResponse<R>> {
  const origin = apiOrigin[route.api] === 'platform' ? context.platformApiUrl : context.sportsbookApiUrl;
  const url = `${origin}${buildPath(routePath(route), (parts.params ?? {}) as Record<string, string>)}${queryString(
    parts.query as Record<string, unknown> | undefined,
  )}`;
  const headers: Record<string, string> = { app: 'sportsbook', accept: acceptByApi[route.api] };
  if (context.locale) headers['accept-language'] = context.locale;
  if (parts.body !== undefined) headers['content-type'] = 'application/json';
  // NOTE: an explicit `token` (even null) wins, so the real-time client and the server keep their own.
  const token = context.token !== undefined ? context.token : (authHooks?.bearer() ?? null);
  if (token && apiOrigin[route.api] === 'sportsbook') headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    ...context.init,
    method: route.method,
    headers: { ...headers, ...(context.init?.headers as Record<string, string> | undefined) },
    body: parts.body === undefined ? undefined : JSON.stringify(parts.body),
    credentials: apiOrigin[route.api] === 'platform' ? 'include' : 'omit',
    signal: context.signal,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new ApiRequestError(response.status, isApiErrorBody(payload) ? payload : null, url, {
      requestBody: parts.body,
      responseBody: payload,
    });
    if (response.status === 401 && route.auth !== 'none') {
      // NOTE: handled here by signing out (SPEC §8), so the error tracker is not told.
      skipReport(error);
      authHooks?.onUnauthorized(error);
    }
    throw error;
  }
  return payload as RefResponse<R>;
}
