import { apiOrigin, routePath, routes } from '@sportsbook/contract';
import type { RouteDef } from '@sportsbook/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildPlatformApp } from '../platform/app';
import { buildSportsbookApp } from '../sportsbook/app';
import { expectErrorBody } from '../testing/expect-contract';
import { createTestDeps } from '../testing/test-deps';
import { BODY_LIMIT_BYTES } from './base-app';

// Property: whatever a client sends to a served contract route (random path params, query strings and bodies,
// with or without a bogus bearer), the sandbox answers below 500, every 4xx carries the error body, and no
// request hangs. Seeded, so a failure reproduces: fast-check prints the counterexample and its path.
const SEED = 20261121;
const RUNS_PER_ROUTE = 60;
const ANSWER_WITHIN_MS = 2_000;

interface FuzzedRequest {
  method: RouteDef['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Text a hostile or careless client might put anywhere: numbers out of range, unicode, markup, huge runs. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '{}',
    '%',
    '..',
    '__proto__',
  ),
  fc.constantFrom(
    'constructor',
    '9'.repeat(400),
    '1e400',
    '2147483648',
    ' 1',
    '1,2,,3',
    '😀',
    '\u0000',
    '\uFFFF',
  ),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ maxLength: 5 }).map((text) => text.repeat(2_000)),
);

function knownKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
}

function pathArbitrary(route: RouteDef): fc.Arbitrary<string> {
  const names = [...routePath(route).matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  return fc.tuple(...names.map(() => nastyText)).map((values) => {
    let index = 0;
    return routePath(route).replace(/\{(\w+)\}/g, () => encodeURIComponent(values[index++] || 'x'));
  });
}

function queryArbitrary(route: RouteDef): fc.Arbitrary<string> {
  const keys = knownKeys(route.query);
  const key = fc.oneof(
    ...(keys.length > 0
      ? [fc.constantFrom(...keys), fc.constantFrom(...keys.map((known) => `${known}[]`))]
      : []),
    fc.string({ maxLength: 10 }),
    fc.constantFrom('__proto__', 'constructor', 'a[b]', 'a.b'),
  );
  const pair = fc
    .tuple(key, nastyText)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const raw = fc.constantFrom('&&', '=', '%', '%zz=1', 'a=%E0%A4%A', '?', '&=&');
  return fc
    .array(fc.oneof({ weight: 5, arbitrary: pair }, { weight: 1, arbitrary: raw }), { maxLength: 6 })
    .map((parts) => (parts.length > 0 ? `?${parts.join('&')}` : ''));
}

function bodyArbitrary(route: RouteDef, bodyLimit: number): fc.Arbitrary<string | undefined> {
  if (route.method === 'GET') return fc.constant(undefined);
  const keys = knownKeys(route.body);
  const wrongTypes = fc
    .dictionary(
      keys.length > 0 ? fc.constantFrom(...keys) : fc.string({ maxLength: 8 }),
      fc.jsonValue({ maxDepth: 2 }),
      {
        maxKeys: 6,
      },
    )
    .map((value) => JSON.stringify(value));
  return fc.oneof(
    fc.constant(undefined),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    wrongTypes,
    fc.string({ maxLength: 40 }),
    fc.constantFrom('{', '{"a":', 'nul', '[1,]', '{"__proto__":{"x":1}}', '\u0000'),
    fc.constant(JSON.stringify({ padding: 'x'.repeat(bodyLimit) })),
  );
}

/** Random requests for one route: its method on a fuzzed path, query and body, maybe with a bogus bearer. */
function fuzzedRequest(route: RouteDef, bodyLimit: number): fc.Arbitrary<FuzzedRequest> {
  return fc
    .record({
      path: pathArbitrary(route),
      query: queryArbitrary(route),
      payload: bodyArbitrary(route, bodyLimit),
      bearer: fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), { nil: undefined }),
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'),
    })
    .map(({ path, query, payload, bearer, contentType }) => ({
      method: route.method,
      url: `${path}${query}`,
      headers: {
        ...(bearer === undefined ? {} : { authorization: `Bearer ${bearer}` }),
        ...(payload === undefined ? {} : { 'content-type': contentType }),
      },
      ...(payload === undefined ? {} : { payload }),
    }));
}

const apps: Partial<Record<'platform' | 'sportsbook', FastifyInstance>> = {};
let closeDatabase = async () => {};

beforeAll(async () => {
  const deps = await createTestDeps();
  closeDatabase = deps.database.close;
  apps.platform = await buildPlatformApp(deps);
  apps.sportsbook = await buildSportsbookApp(deps);
});

afterAll(async () => {
  await Promise.all([apps.platform?.close(), apps.sportsbook?.close()]);
  await closeDatabase();
});

function appFor(route: RouteDef): FastifyInstance {
  const app = apps[apiOrigin[route.api]];
  if (!app) throw new Error('The apps are built in beforeAll');
  return app;
}

/** The contract routes the sandbox serves today, by `group.name`. */
function servedRoutes(): [string, RouteDef][] {
  return Object.entries(routes)
    .flatMap(([group, table]) =>
      Object.entries(table as Record<string, RouteDef>).map(([name, route]): [string, RouteDef] => [
        `${group}.${name}`,
        route,
      ]),
    )
    .filter(([, route]) =>
      appFor(route).hasRoute({ method: route.method, url: routePath(route).replace(/\{(\w+)\}/g, ':$1') }),
    );
}

function withinDeadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${ANSWER_WITHIN_MS} ms`)),
      ANSWER_WITHIN_MS,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

describe('every served contract route, fuzzed', () => {
  it('covers the catalogue routes at least, so the property is not vacuous', () => {
    const names = servedRoutes().map(([name]) => name);
    expect(names).toContain('sportsbook.getMatches');
    expect(names).toContain('sportsbook.getMatch');
  });

  it(
    'never answers with a 5xx or hangs, and every 4xx carries the error body',
    { timeout: 60_000 },
    async () => {
      for (const [name, route] of servedRoutes()) {
        const app = appFor(route);
        await fc.assert(
          fc.asyncProperty(fuzzedRequest(route, BODY_LIMIT_BYTES), async (request) => {
            const what = `${name}: ${request.method} ${request.url.slice(0, 200)}`;
            const response = await withinDeadline(app.inject(request), what);
            expect(response.statusCode, what).toBeLessThan(500);
            if (response.statusCode >= 400) expectErrorBody(response.json());
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
    },
  );
});
