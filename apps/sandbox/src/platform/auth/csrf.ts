import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an `Origin` names the host the request was sent to (the platform's own forms). */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Refuses state-changing API calls a foreign page could forge with the session cookie: they must carry the
 * `app: sportsbook` header (SPEC §7), which a cross-origin page can only send after a CORS preflight that
 * allows the web origin alone, and an `Origin`, when present, must be the web origin or the platform's own.
 */
export function installCsrfGuard(app: FastifyInstance, webOrigin: string): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.headers.app !== 'sportsbook') {
      throw new ApiError(403, 'forbidden', 'State-changing calls need the "app: sportsbook" header', {
        reason: 'csrf',
      });
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== webOrigin && !isSameOrigin(origin, request.headers.host)) {
      throw new ApiError(403, 'forbidden', 'Calls from this origin are not allowed', {
        reason: 'csrf',
        origin,
      });
    }
  });
}
