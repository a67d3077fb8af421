import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { Announcer } from '../feed/announcer';
import { ApiError } from '../http/api-error';
import { SitePatch } from '../site/site-store';
import { bonusControlEndpoints } from '../bonuses/bonus-control-routes';
import { loyaltyControlEndpoints } from '../loyalty/loyalty-control-routes';
import { jackpotControlEndpoints } from '../jackpots/jackpot-control-routes';
import { errorReportControlEndpoints } from '../error-reports/error-report-routes';
import { notificationControlEndpoints } from '../notifications/notification-control-routes';
import { eventKindControlRoutes, eventKindEndpoints } from '../event-kinds/control-routes';
import { betControlEndpoints } from './bets-routes';
import { marketEndpoints, marketRoutes } from './market-routes';
import { matchEndpoints, matchRoutes } from './match-routes';
import { platformEndpoints } from './platform-routes';
import { paymentControlEndpoints } from '../payments/payments-control';
import { realtimeEndpoints, realtimeRoutes } from './realtime-routes';
import { sectionControlEndpoints, sectionControlRoutes } from '../sections/section-control-routes';
import { stressEndpoints, stressRoutes } from './stress-routes';

/** Control endpoints, for the listing at `GET /__sandbox`. */
const endpoints = [
  { method: 'GET', path: '/__sandbox', summary: 'This list' },
  { method: 'PUT', path: '/__sandbox/site', summary: 'Merge {site?, config?, feature_flags?} over a site' },
  { method: 'DELETE', path: '/__sandbox/site', summary: 'Put every site back to its file' },
  ...matchEndpoints,
  ...marketEndpoints,
  ...platformEndpoints,
  ...paymentControlEndpoints,
  ...betControlEndpoints,
  ...eventKindEndpoints,
  ...bonusControlEndpoints,
  ...loyaltyControlEndpoints,
  ...jackpotControlEndpoints,
  ...notificationControlEndpoints,
  ...errorReportControlEndpoints,
  ...stressEndpoints,
  ...realtimeEndpoints,
  ...sectionControlEndpoints,
];

/**
 * The control API that makes the world deterministic for tests and demos; served only when the sandbox is
 * started with `SANDBOX_CONTROL=1`.
 */
export function controlRoutes(app: FastifyInstance, deps: SandboxDeps): void {
  const { sites, catalogue, realtime } = deps;
  const locales = () => sites.get().config.locales.map((locale) => locale.code);
  const announcer = new Announcer(catalogue, realtime.publisher, locales);
  app.get('/__sandbox', async () => ({ endpoints }));
  matchRoutes(app, catalogue.matchCatalogue, announcer);
  marketRoutes(app, catalogue.matchCatalogue, announcer);
  eventKindControlRoutes(app, deps, announcer);
  stressRoutes(app, catalogue.matchCatalogue, announcer);
  realtimeRoutes(app, deps);
  sectionControlRoutes(app, deps.sections);
  app.put('/__sandbox/site', async (request) => {
    const patch = SitePatch.safeParse(request.body ?? {});
    if (!patch.success) {
      throw new ApiError(400, 'validation_failed', 'Invalid site patch', {
        issues: patch.error.issues.map((issue) => ({
          location: 'body',
          path: issue.path.join('.'),
          message: issue.message,
        })),
      });
    }
    // NOTE: the body as sent, now known valid: the parsed patch would carry the schema's default for every field
    // it did not name (`quick_deposit: false` …) over the site file's values.
    return sites.patch(request.body as SitePatch);
  });
  app.delete('/__sandbox/site', async (_request, reply) => {
    sites.reset();
    return reply.status(204).send();
  });
}
