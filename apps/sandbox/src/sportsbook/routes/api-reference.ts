import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../../deps';

/**
 * The generated API reference: the OpenAPI 3.1 document at `/openapi.json` and a readable page at `/docs`
 * (Swagger UI served from this origin; nothing is loaded from elsewhere).
 */
export async function apiReferenceRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const document = () => buildOpenApiDocument(deps.urls());
  app.get('/openapi.json', async () => document());
  await app.register(swagger, {
    mode: 'static',
    specification: { document: document() as never },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
