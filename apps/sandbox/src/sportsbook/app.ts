import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { bonusControlRoutes } from '../bonuses/bonus-control-routes';
import { bonusRoutes } from '../bonuses/bonus-routes';
import { chatStubWidgetRoute } from '../chat/chat-stub-widget';
import { watchersRoutes } from '../chat/watchers-routes';
import { loyaltyRoutes } from '../loyalty/loyalty-routes';
import { loyaltyControlRoutes } from '../loyalty/loyalty-control-routes';
import { betControlRoutes } from '../control/bets-routes';
import { platformControlRoutes } from '../control/platform-routes';
import { controlRoutes } from '../control/routes';
import type { SandboxDeps } from '../deps';
import { createBaseApp } from '../http/base-app';
import { TRACE_HEADERS } from '../error-reports/trace-headers';
import { errorReportControlRoutes, errorReportRoutes } from '../error-reports/error-report-routes';
import { jackpotControlRoutes } from '../jackpots/jackpot-control-routes';
import { jackpotRoutes } from '../jackpots/jackpot-routes';
import { notificationControlRoutes } from '../notifications/notification-control-routes';
import { notificationRoutes } from '../notifications/notification-routes';
import { paymentControlRoutes } from '../payments/payments-control';
import { platformOptions } from '../platform/platform-options';
import { installSportsbookSessions } from './auth/bearer';
import { apiReferenceRoutes } from './routes/api-reference';
import { betRoutes } from './routes/bets';
import { catalogueRoutes } from './routes/catalogue';
import { eventRoutes } from './routes/events';
import { exchangeRateRoutes } from './routes/exchange-rates';
import { favouriteRoutes } from './routes/favourites';
import { iconRoutes } from './routes/icons';
import { matchMediaRoutes } from './routes/match-media';
import { outrightRoutes } from './routes/outrights';
import { realtimeRoutes } from './routes/realtime';
import { settingsRoutes } from './routes/settings';
import { siteRoutes } from './routes/site';

/**
 * The sportsbook origin: sportsbook API v2, bets v3, front-end assets under `/fe-api`, the API reference and,
 * when enabled, the control API. Calls carry a bearer token, not cookies.
 */
export async function buildSportsbookApp(deps: SandboxDeps): Promise<FastifyInstance> {
  const app = createBaseApp(deps, 'sportsbook');
  installSportsbookSessions(app, {
    secret: deps.sportsbookSessionSecret,
    db: deps.db,
    now: platformOptions(deps.platform).now,
  });
  await app.register(cors, {
    origin: [deps.webOrigin],
    // NOTE: @fastify/cors allows only GET, HEAD and POST unless told: removing a favourite is a DELETE.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // NOTE: the error-reporting SDK adds its trace headers to calls to localhost (SPEC §7 Error reporting).
    allowedHeaders: ['authorization', 'content-type', 'app', 'accept', 'accept-language', ...TRACE_HEADERS],
  });
  await apiReferenceRoutes(app, deps);
  await errorReportRoutes(app, deps);
  siteRoutes(app, deps);
  catalogueRoutes(app, deps);
  eventRoutes(app, deps);
  outrightRoutes(app, deps);
  realtimeRoutes(app, deps);
  settingsRoutes(app, deps);
  favouriteRoutes(app, deps);
  matchMediaRoutes(app, deps);
  iconRoutes(app, deps);
  exchangeRateRoutes(app);
  betRoutes(app, deps);
  bonusRoutes(app, deps);
  jackpotRoutes(app, deps);
  loyaltyRoutes(app, deps);
  notificationRoutes(app, deps);
  watchersRoutes(app, deps);
  chatStubWidgetRoute(app);
  if (deps.control) controlRoutes(app, deps);
  if (deps.control) platformControlRoutes(app, deps);
  if (deps.control) betControlRoutes(app, deps);
  if (deps.control) paymentControlRoutes(app, deps);
  if (deps.control) bonusControlRoutes(app, deps);
  if (deps.control) loyaltyControlRoutes(app, deps);
  if (deps.control) jackpotControlRoutes(app, deps);
  if (deps.control) notificationControlRoutes(app, deps);
  if (deps.control) errorReportControlRoutes(app, deps);
  return app;
}
