import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/client';
import type { SandboxDeps } from '../deps';
import { RequestLogAtDebug } from '../logging/request-log';
import { installErrorHandling, sendError } from './error-handler';

/** Largest request body either API accepts; anything larger gets 413 with the error body. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** A Fastify instance with what both origins share: logging, body limit, error handling and `/health`. */
export function createBaseApp(deps: SandboxDeps, name: string): FastifyInstance {
  const app = Fastify({
    // NOTE: typed as Fastify's logger so that the app keeps the default FastifyInstance type the plugins take.
    loggerInstance: deps.logger.child({ name }) as FastifyBaseLogger,
    logController: new RequestLogAtDebug(),
    bodyLimit: BODY_LIMIT_BYTES,
    // NOTE: generous but bounded, so a slow client cannot hold a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    // NOTE: idle keep-alive connections must not keep `close()` (Ctrl-C, tests) waiting.
    forceCloseConnections: true,
    // NOTE: the router's own refusals (malformed URL encoding, a path parameter over 100 characters) bypass
    // the error handler; they get the error body too.
    frameworkErrors: (error, request, reply) =>
      sendError(request, reply, error.statusCode ?? 400, 'bad_request', error.message),
  });
  installErrorHandling(app);
  app.get('/health', async (_request, reply) => {
    const database = await pingDatabase(deps.db);
    return reply.status(database ? 200 : 503).send({ status: database ? 'ok' : 'degraded', database });
  });
  return app;
}
