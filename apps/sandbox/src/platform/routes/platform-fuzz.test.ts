import { routePath, routes } from '@sportsbook/contract';
import type { RouteDef } from '@sportsbook/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectErrorBody } from '../../testing/expect-contract';
import { API_HEADERS, signInCookie, usePlatformApp } from '../testing/platform-test-app';

// Property: a signed-in browser sending hostile values in every field of every platform route (with the app
// header, so the CSRF guard lets it through to validation and the services) gets an answer below 500, and every
// 4xx carries the error body. The generic fuzz test sends no app header, so it stops at the guard.
const SEED = 5_2026;
const RUNS_PER_ROUTE = 30;

const hostile = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "Robert'); DROP TABLE platform_users;--",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '__proto__',
    '',
    'x'.repeat(5_000),
    '\u0000',
    '😀',
    'demo@sandbox.test',
    '+4917612345678',
    'EUR',
    'de',
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.string({ maxLength: 40 }),
);

function keysOf(schema: z.ZodType | undefined): string[] {
  const unwrapped = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return unwrapped instanceof z.ZodObject ? Object.keys(unwrapped.shape as object) : [];
}

function body(route: RouteDef): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...keysOf(route.body), 'extra'];
  return fc.dictionary(fc.constantFrom(...keys), hostile, { maxKeys: keys.length });
}

const platformRoutes = Object.entries(routes.platform) as [string, RouteDef][];

describe('platform routes under hostile input', () => {
  const test = usePlatformApp();

  it.each(platformRoutes)('%s never answers 5xx', { timeout: 60_000 }, async (_name, route) => {
    const cookie = await signInCookie(test().app);
    await fc.assert(
      fc.asyncProperty(body(route), hostile, hostile, async (payload, param, query) => {
        const path = routePath(route).replace(/\{(\w+)\}/g, () => encodeURIComponent(String(param) || 'x'));
        const queryKey = keysOf(route.query)[0];
        const url = queryKey ? `${path}?${queryKey}=${encodeURIComponent(String(query))}` : path;
        const response = await test().app.inject({
          method: route.method,
          url,
          headers: { ...API_HEADERS, cookie },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload }),
        });
        expect(response.statusCode, `${route.method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrorBody(response.json());
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  });
});
