import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { expectContractResponse, expectErrorBody } from '../testing/expect-contract';
import { TEST_WEB_ORIGIN } from '../testing/test-deps';
import { buildSportsbookApp } from './app';

const app = useTestApp(buildSportsbookApp);

describe('sportsbook origin', () => {
  it('answers /health with the database status', async () => {
    const response = await app().inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: true });
  });

  it('lists the sports by priority, as the contract says', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v2/sports' });
    expect(response.statusCode).toBe(200);
    const body = expectContractResponse(routes.sportsbook.getSports, response.json());
    expect(body.data.length).toBeGreaterThanOrEqual(14);
    expect(body.data[0]?.key).toBe('football');
    const priorities = body.data.map((sport) => sport.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    expect(body.pagination).toEqual({ total: body.data.length, page: 1, limit: 500, last_page: 1 });
  });

  it('serves the second page of two', async () => {
    const all = expectContractResponse(
      routes.sportsbook.getSports,
      (await app().inject('/api/v2/sports')).json(),
    );
    const response = await app().inject({ method: 'GET', url: '/api/v2/sports?limit=2&page=2' });
    const body = expectContractResponse(routes.sportsbook.getSports, response.json());
    expect(body.data.map((sport) => sport.key)).toEqual(all.data.slice(2, 4).map((sport) => sport.key));
    expect(body.pagination.last_page).toBe(Math.ceil(all.data.length / 2));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=501', 'limit'],
    ['page=abc', 'page'],
    ['unknown=1', ''],
  ])('refuses the query %s with a validation error naming the field', async (query, field) => {
    const response = await app().inject({ method: 'GET', url: `/api/v2/sports?${query}` });
    expect(response.statusCode).toBe(400);
    const body = expectErrorBody(response.json());
    expect(body.code).toBe('validation_failed');
    const issues = body.details.issues as { location: string; path: string }[];
    expect(issues.some((issue) => issue.location === 'query' && issue.path === field)).toBe(true);
  });

  it('answers an unknown route with 404 and the error body', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v2/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(expectErrorBody(response.json()).code).toBe('not_found');
  });

  it('answers a malformed JSON body with 400 and the error body', async () => {
    const response = await app().inject({
      method: 'PUT',
      url: '/api/v2/sports',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorBody(response.json());
  });

  it('localises the error message from Accept-Language', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/nowhere',
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(expectErrorBody(response.json()).localized_message).toBe('Das Gesuchte wurde nicht gefunden.');
  });

  it('serves the default site document with its feature flags', async () => {
    const response = await app().inject({ method: 'GET', url: '/fe-api/site' });
    const body = expectContractResponse(routes.frontend.getSite, response.json());
    expect(body.config.locales[0]?.code).toBe('en');
    expect(body.feature_flags.rtl_view).toBe(true);
  });

  it('answers an unknown site with 404', async () => {
    const response = await app().inject({ method: 'GET', url: '/fe-api/site?site=nope' });
    expect(response.statusCode).toBe(404);
    expectErrorBody(response.json());
  });

  it('allows the web origin by CORS and no other', async () => {
    const allowed = await app().inject({
      method: 'GET',
      url: '/api/v2/sports',
      headers: { origin: TEST_WEB_ORIGIN },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    const other = await app().inject({
      method: 'GET',
      url: '/api/v2/sports',
      headers: { origin: 'http://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI 3.1 document and a readable reference', async () => {
    const document = (await app().inject('/openapi.json')).json() as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/v2/sports']).toBeDefined();
    const page = await app().inject('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('does not serve the control API unless enabled', async () => {
    const response = await app().inject({ method: 'DELETE', url: '/__sandbox/site' });
    expect(response.statusCode).toBe(404);
  });
});
