import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { createBaseApp } from '../http/base-app';

/**
 * The platform account API (`/api`): cookies travel with its calls, so CORS allows the web origin only, with
 * credentials. Its routes arrive with the platform issue.
 */
export async function buildPlatformApp(deps: SandboxDeps): Promise<FastifyInstance> {
  const app = createBaseApp(deps, 'platform');
  await app.register(cors, { origin: [deps.webOrigin], credentials: true });
  return app;
}
