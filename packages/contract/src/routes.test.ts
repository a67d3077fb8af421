import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiBasePath, buildPath } from './http/route';
import { NOT_YET_SERVED_NOTE, buildOpenApiDocument, listRoutes } from './openapi';
import { notYetServed } from './routes/not-yet-served';

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
        {
          operationId: string;
          parameters: { name: string; in: string }[];
          servers?: { url: string }[];
          description?: string;
          responses: Record<string, { description: string; content?: unknown }>;
          'x-not-yet-served'?: boolean;
        }
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

  it('marks the operations not served yet with x-not-yet-served and a note, and only those', () => {
    const marked = operations.filter((operation) => operation['x-not-yet-served'] === true);
    expect(marked.map((operation) => operation.operationId).sort()).toEqual([...notYetServed].sort());
    expect(marked.every((operation) => operation.description === NOT_YET_SERVED_NOTE)).toBe(true);
    expect(document.paths['/api/v2/matches']?.get).not.toHaveProperty('x-not-yet-served');
  });

  it('documents 400 for every operation with input, 401 for every bearer one, each with the error body', () => {
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    for (const { operationId, route } of routeList) {
      const { responses } = byId.get(operationId)!;
      if (route.params || route.query || route.body) expect(responses['400'], operationId).toBeDefined();
      if (route.auth === 'bearer')
        expect(responses['401']?.description, operationId).toContain('unauthorized');
      for (const status of Object.keys(responses).filter((key) => key.startsWith('4')))
        expect(responses[status]?.content, `${operationId} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ApiErrorBody' } },
        });
    }
    // The domain refusals come from the table: a missing match, a cashout whose offer moved.
    expect(byId.get('sportsbook.getMatch')!.responses['404']?.description).toContain('not_found');
    expect(byId.get('bets.cashout')!.responses['409']?.description).toContain('to_cashout');
    expect(byId.get('platform.signIn')!.responses['403']?.description).toContain('unconfirmed');
  });
});
