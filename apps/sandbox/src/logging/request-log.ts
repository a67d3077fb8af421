import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

function line(request: FastifyRequest, reply: FastifyReply): [object, string] {
  const ms = Math.round(reply.elapsedTime);
  return [
    { method: request.method, url: request.url, status: reply.statusCode, ms },
    `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
  ];
}

/**
 * One debug line per answered request ("GET /api/v2/sports 200 3 ms") in place of Fastify's two info lines,
 * and refusals (404s, 4xx) at debug too: a person running `npm start` sees what matters; LOG_LEVEL=debug or
 * the log file show the traffic. Server errors keep Fastify's error lines.
 */
export class RequestLogAtDebug extends LogController {
  override incomingRequest(): void {
    // NOTE: the completed line says all a person needs; a second line per request doubles the noise.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const [fields, message] = line(request, reply);
    if (error) reply.log.error({ ...fields, err: error }, message);
    else reply.log.debug(fields, message);
  }

  override routeNotFound(request: FastifyRequest, reply: FastifyReply): void {
    reply.log.debug({ method: request.method, url: request.url }, 'route not found');
  }
}
