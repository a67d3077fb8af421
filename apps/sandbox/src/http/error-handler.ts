import type { ApiErrorBody } from '@sportsbook/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { localizedMessage } from './messages';

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'bad_request',
  429: 'too_many_requests',
};

/** Sends the error body every 4xx and 5xx of the sandbox carries. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): FastifyReply {
  const body: ApiErrorBody = {
    code,
    message,
    localized_message: localizedMessage(code, request.headers['accept-language']),
    details,
  };
  return reply.status(status).send(body);
}

/**
 * The one place that turns failures into answers: service errors keep their status and details, Fastify's own
 * 4xx (malformed JSON, oversize body, wrong content type) keep their status, everything else is a 500 whose
 * internals stay in the log.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return sendError(request, reply, error.status, error.code, error.message, error.details);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(request, reply, status, codeByStatus[status] ?? 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 500, 'internal_error', 'Internal error');
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      404,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}
