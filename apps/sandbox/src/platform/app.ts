import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../deps';
import { paymentsPlatform } from '../payments';
import { TRACE_HEADERS } from '../error-reports/trace-headers';
import { createBaseApp } from '../http/base-app';
import { installCsrfGuard } from './auth/csrf';
import { installAuthRateLimits } from './auth/rate-limits';
import { limitsPage } from '../responsible-gambling/limits-page';
import { limitsRoutes } from '../responsible-gambling/limits-routes';
import { formRoutes } from './forms/form-routes';
import { outboxRoutes } from './outbox/outbox-page';
import { accountPages } from './pages/account-pages';
import { virtualWalletPage } from './pages/virtual-wallet-page';
import type { PlatformContext } from './platform-context';
import { registerPlatformMessages } from './platform-messages';
import { platformOptions } from './platform-options';
import { playerRoutes } from './routes/player-routes';
import { sessionRoutes } from './routes/session-routes';
import { userRoutes } from './routes/user-routes';

/**
 * The platform origin: the account API (`/api`, session cookie; CORS allows the web origin only, with
 * credentials), the auth forms, the outbox page and the pages the mailed links open. Sign-in, sign-up and the
 * mailed-link requests are rate-limited per client and in all.
 */
export async function buildPlatformApp(deps: SandboxDeps): Promise<FastifyInstance> {
  const app = createBaseApp(deps, 'platform');
  registerPlatformMessages();
  await app.register(cookie);
  await app.register(cors, {
    origin: [deps.webOrigin],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['content-type', 'app', 'accept', 'accept-language', ...TRACE_HEADERS],
  });
  installCsrfGuard(app, deps.webOrigin);
  const context: PlatformContext = { deps, options: platformOptions(deps.platform) };
  await installAuthRateLimits(app, context.options.rateLimits);
  userRoutes(app, context);
  sessionRoutes(app, context);
  playerRoutes(app, context);
  limitsRoutes(app, context);
  limitsPage(app, context);
  formRoutes(app, context);
  outboxRoutes(app, context);
  accountPages(app, context);
  virtualWalletPage(app, context);
  paymentsPlatform(app, context);
  return app;
}
