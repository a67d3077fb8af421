import type { FastifyInstance } from 'fastify';
import { SDK_FILE_NAME, bundleSdk } from '@sportsbook/embed/bundle';
import type { SandboxDeps } from '../deps';
import { createBaseApp } from '../http/base-app';
import { DEMO_STYLES, demoPage } from './demo-page';
import { DEMO_SCRIPT } from './demo-script';

/**
 * The operator's page of the demo, on an origin of its own (its own port): what an operator builds with the SDK.
 * Scripts and styles are files of this origin only, the sportsbook is the only frame, and nobody frames the page.
 */
function demoPolicy(webOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `frame-src ${webOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the operator demo (README "Embedding"): the page at `/`, its script and styles, and the SDK's browser
 * module at `/sdk/sportsbook-embed.js`, bundled from `packages/embed` when the app is built.
 */
export async function buildOperatorDemoApp(deps: SandboxDeps): Promise<FastifyInstance> {
  const app = createBaseApp(deps, 'operator-demo');
  const sdk = await bundleSdk();
  const policy = demoPolicy(deps.webOrigin);
  app.get('/', (_request, reply) =>
    reply
      .header('content-security-policy', policy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(demoPage(deps.webOrigin)),
  );
  app.get('/demo.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(DEMO_SCRIPT));
  app.get('/demo.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(DEMO_STYLES));
  app.get(`/sdk/${SDK_FILE_NAME}`, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sdk),
  );
  return app;
}
