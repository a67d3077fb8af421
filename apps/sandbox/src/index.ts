import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { resolveOptions } from './config';
import type { SandboxOptions } from './config';
import { openDatabase } from './db/client';
import { createRootLogger } from './logging/root-logger';
import { seedDatabase } from './db/seed';
import { DomainEvents } from './domain-events';
import type { SandboxInfra } from './deps';
import { buildPlatformApp } from './platform/app';
import { authRateLimitsFromEnv } from './platform/platform-options';
import { seedDemoPlayer } from './platform/seed/demo-player';
import { seedLoyaltyWorld } from './loyalty/demo-world';
import { RealtimeHub } from './realtime/hub';
import { EmbeddedHubPublisher, createPublisher } from './realtime/publisher';
import type { RealtimePublisher } from './realtime/publisher';
import { SectionSwitches } from './sections/section-switches';
import { SiteStore } from './site/site-store';
import { loadCatalogue } from './sportsbook/catalogue/load-catalogue';
import { createRandom } from './feed/random';
import { LiveSimulator } from './feed/simulator';
import { Announcer } from './feed/announcer';
import { RaceAndDrawFeed } from './feed/racing/race-and-draw-feed';
import { buildSportsbookApp } from './sportsbook/app';
import { buildOperatorDemoApp } from './operator-demo/operator-demo-app';
import { composeSandbox } from './services';

export { buildPlatformApp } from './platform/app';
export { buildSportsbookApp } from './sportsbook/app';
export { resolveOptions } from './config';
export type { SandboxOptions } from './config';

/** A running sandbox: its origins and how to stop it. */
export interface RunningSandbox {
  platformUrl: string;
  sportsbookUrl: string;
  /** The operator demo page that embeds the product (null when OPERATOR_DEMO_PORT=off). */
  operatorDemoUrl: string | null;
  /** Publishes real-time events (the embedded hub unless REALTIME=centrifugo). */
  publisher: RealtimePublisher;
  close(): Promise<void>;
}

function urlOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://localhost:${port}`;
}

/**
 * The composition root: opens the database, seeds it, builds the infrastructure (database, publisher, world,
 * sites, logger), composes the services from it (services.ts), and serves the platform and sportsbook origins,
 * whose app.ts files register the routes. The feed's simulators run beside them.
 */
export async function startSandbox(overrides: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const options = resolveOptions(overrides);
  const logger = createRootLogger(options.logging);
  const database = await openDatabase(options);
  await seedDatabase(database.db);
  const demoPlayerId = await seedDemoPlayer(database.db);
  const urls = { platformUrl: '', sportsbookUrl: '' };
  const hub = new RealtimeHub({
    tokenSecret: options.realtimeTokenSecret,
    logger: logger.child({ name: 'realtime' }),
  });
  // NOTE: the world's clock; SANDBOX_SPEED > 1 makes matches play out faster than real time.
  const origin = Date.now();
  const now = () => origin + (Date.now() - origin) * options.speed;
  const publisher = createPublisher(hub);
  const catalogue = await loadCatalogue(database.db, options.seed, now);
  const infra: SandboxInfra = {
    db: database.db,
    sites: new SiteStore(options.sitesDir),
    sections: new SectionSwitches(),
    catalogue,
    webOrigin: options.webOrigin,
    control: options.control,
    realtime: {
      publisher,
      tokenSecret: options.realtimeTokenSecret,
      ...(publisher instanceof EmbeddedHubPublisher ? { outage: hub } : {}),
    },
    sportsbookSessionSecret: options.sportsbookSessionSecret,
    events: new DomainEvents(logger),
    vapid: options.vapid,
    platform: {
      maxFailedSignIns: options.platformMaxFailedSignIns,
      // NOTE: read here rather than in config.ts: the limits are platform options, defaulted by platform-options.ts.
      rateLimits: authRateLimitsFromEnv(process.env, options.control),
    },
    logger,
    urls: () => urls,
  };
  const deps = composeSandbox(infra);
  await deps.services.jackpots.seedConfigured();
  if (!options.jackpotDraws) deps.services.jackpots.useDraw(() => false);
  await deps.services.jackpots.payApproved();
  // The demo player holds the seeded bonuses (a comboboost, a freebet of each variant) from the first start.
  await deps.services.bonuses.issueOn(demoPlayerId, 'seed');
  // …and is mid-way through a hunting, ranked in a tournament among fifty rivals, with a lootbox to open.
  await seedLoyaltyWorld(database.db, deps.services.loyalty, demoPlayerId);
  const platform = await buildPlatformApp(deps);
  const sportsbook = await buildSportsbookApp(deps);
  hub.attach(sportsbook.server);
  const simulator = new LiveSimulator({
    catalogue: catalogue.matchCatalogue,
    publisher,
    random: createRandom(options.seed + 1),
    now,
    locales: deps.sites.get().config.locales.map((locale) => locale.code),
    providerOutages: options.providerOutages,
  });
  if (options.simulate) simulator.start();
  const raceAndDrawFeed = new RaceAndDrawFeed(
    catalogue.racesAndDraws,
    new Announcer(catalogue, publisher, () => deps.sites.get().config.locales.map((locale) => locale.code)),
    now,
  );
  if (options.simulate) raceAndDrawFeed.start();
  await platform.listen({
    port: options.platformPort,
    host: options.host,
    listenTextResolver: (address) => `Platform API ready at ${address}/api`,
  });
  await sportsbook.listen({
    port: options.sportsbookPort,
    host: options.host,
    listenTextResolver: (address) =>
      `Sportsbook API ready at ${address}/api/v2, real-time hub at ${address.replace(/^http/, 'ws')}/connection/websocket`,
  });
  urls.platformUrl = urlOf(platform);
  urls.sportsbookUrl = urlOf(sportsbook);
  const operatorDemo = options.operatorDemoPort === null ? null : await buildOperatorDemoApp(deps);
  if (operatorDemo) {
    await operatorDemo.listen({
      port: options.operatorDemoPort ?? 0,
      host: options.host,
      listenTextResolver: (address) => `Operator demo (the product embedded) at ${address}/`,
    });
    deps.sites.allowOperatorOrigin(urlOf(operatorDemo));
  }
  return {
    ...urls,
    operatorDemoUrl: operatorDemo ? urlOf(operatorDemo) : null,
    publisher,
    async close() {
      simulator.stop();
      raceAndDrawFeed.stop();
      await hub.close();
      await Promise.allSettled([platform.close(), sportsbook.close(), operatorDemo?.close()]);
      await database.close();
    },
  };
}
