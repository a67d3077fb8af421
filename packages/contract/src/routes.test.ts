import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiBasePath, buildPath } from './http/route';
import { buildOpenApiDocument, listRoutes } from './openapi';

const routeList = listRoutes();

describe('route table', () => {
  it('covers the platform, sportsbook v2, bets v3 and front-end interfaces', () => {
    const apis = new Set(routeList.map(({ route }) => route.api));
    expect([...apis].sort()).toEqual(['bets', 'frontend', 'platform', 'sportsbook']);
    expect(apiBasePath).toEqual({
      platform: '/api',
      sportsbook: '/api/v2',
      bets: '/api/v3',
      frontend: '/fe-api',
    });
  });

  it('has no two routes with the same method and path', () => {
    const keys = routeList.map(({ route }) => `${route.method} ${apiBasePath[route.api]}${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(routeList.map(({ operationId, route }) => [operationId, route] as const))(
    '%s declares every path parameter in its params schema',
    (_id, route) => {
      const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      const declared = route.params ? Object.keys((route.params as z.ZodObject).shape) : [];
      expect(declared.sort()).toEqual(placeholders.sort());
    },
  );

  it('fills path parameters, encoded', () => {
    expect(buildPath('/matches/{id}/markets', { id: 7 })).toBe('/matches/7/markets');
    expect(buildPath('/bonuses/{kind}/terms', { kind: 'a b' })).toBe('/bonuses/a%20b/terms');
    expect(() => buildPath('/matches/{id}', {})).toThrow('id');
  });
});

describe('OpenAPI document', () => {
  const document = buildOpenApiDocument({
    platformUrl: 'http://localhost:4100',
    sportsbookUrl: 'http://localhost:4200',
  }) as {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        { operationId: string; parameters: { name: string; in: string }[]; servers?: { url: string }[] }
      >
    >;
    components: { schemas: Record<string, unknown> };
  };
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));

  it('is OpenAPI 3.1 and survives a JSON round trip', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it('has one operation per route', () => {
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      routeList.map((entry) => entry.operationId).sort(),
    );
  });

  it('declares every path parameter of every operation', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const operation of Object.values(methods)) {
        const declared = operation.parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name);
        expect(declared.sort()).toEqual(placeholders.sort());
      }
    }
  });

  it('sends platform operations to the platform origin', () => {
    expect(document.paths['/api/player']?.get?.servers).toEqual([{ url: 'http://localhost:4100' }]);
    expect(document.paths['/api/v2/matches']?.get?.servers).toBeUndefined();
  });

  it('documents the error body, real-time events and cross-window messages', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        'ApiErrorBody',
        'RealtimeEvent',
        'EmbedOutboundMessage',
        'PlaceBetsErrorDetails',
      ]),
    );
  });
});
