import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ApiErrorBody } from './http/error';
import { isApiErrorBody } from './http/error-body';
import type { RouteGroup, RouteRef } from './http/route-ref';
import { routeRefs } from './route-refs';
import { routes } from './routes';

const srcDir = dirname(fileURLToPath(import.meta.url));

function entries(table: Record<string, Record<string, unknown>>) {
  return Object.entries(table).flatMap(([group, byName]) =>
    Object.entries(byName).map(([name, route]) => ({ group, name, route })),
  );
}

/** Relative modules a file imports as values (type-only imports are erased from the bundle). */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    found.push(match[1] as string);
  }
  return found;
}

function reachableFrom(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    const imports = valueImportsOf(file);
    seen.set(file, imports);
    for (const specifier of imports) {
      if (specifier.startsWith('.')) queue.push(`${join(dirname(file), specifier)}.ts`);
    }
  }
  return seen;
}

describe('route refs', () => {
  it('name every route of the table with the same method, interface, path and auth, and nothing more', () => {
    const full = entries(routes as unknown as Record<string, Record<string, unknown>>);
    const refs = entries(routeRefs as unknown as Record<string, Record<string, unknown>>);
    expect(refs.map(({ group, name }) => `${group}.${name}`)).toEqual(
      full.map(({ group, name }) => `${group}.${name}`),
    );
    for (const { group, name, route } of full) {
      const ref = (routeRefs as unknown as Record<string, Record<string, RouteRef>>)[group]?.[name];
      expect(ref).toEqual({ ...pickIdentity(route), group: group as RouteGroup, name });
    }
  });

  it('carry their own group and name, so a ref finds its full route', () => {
    expect(routeRefs.bets.getBets.group).toBe('bets');
    expect(routeRefs.bets.getBets.name).toBe('getBets');
    expect(routes[routeRefs.bets.getBets.group][routeRefs.bets.getBets.name].path).toBe('/bets');
  });

  it('are reachable from the refs entry point without importing zod or a schema module', () => {
    const graph = reachableFrom(join(srcDir, 'refs.ts'));
    const external = [...graph.values()].flat().filter((specifier) => !specifier.startsWith('.'));
    expect(external).toEqual([]);
    const files = [...graph.keys()].map((file) => file.slice(srcDir.length + 1)).sort();
    expect(files).toContain('route-refs.ts');
    for (const file of files)
      expect(readFileSync(join(srcDir, file), 'utf8')).not.toMatch(/^import \{[^}]*\} from 'zod'/m);
  });
});

function pickIdentity(route: unknown) {
  const { method, api, path, auth } = route as RouteRef;
  return { method, api, path, auth };
}

describe('isApiErrorBody', () => {
  const samples: unknown[] = [
    { code: 'not_found', message: 'No such match', localized_message: 'Kein Spiel', details: {} },
    { code: 'bad_request', message: 'x', localized_message: 'y', details: { issues: [] }, extra: 1 },
    { code: '', message: 'x', localized_message: 'y', details: {} },
    { code: 'bad_request', message: 'x', details: {} },
    { code: 'bad_request', message: 'x', localized_message: 'y', details: null },
    { code: 400, message: 'x', localized_message: 'y', details: {} },
    'Internal Server Error',
    null,
    [],
  ];

  it('agrees with the ApiErrorBody schema on good and bad bodies', () => {
    const verdicts = samples.map((sample) => isApiErrorBody(sample));
    expect(verdicts).toEqual(samples.map((sample) => ApiErrorBody.safeParse(sample).success));
    expect(verdicts.filter(Boolean)).toHaveLength(2);
  });
});
