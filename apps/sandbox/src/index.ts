import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { resolveOptions } from './config';
import type { SandboxOptions } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import type { SandboxDeps } from './deps';
import { buildPlatformApp } from './platform/app';
import { RealtimeHub } from './realtime/hub';
import { createPublisher } from './realtime/publisher';
import type { RealtimePublisher } from './realtime/publisher';
import { SiteStore } from './site/site-store';
import { loadCatalogue } from './sportsbook/catalogue/load-catalogue';
import { buildSportsbookApp } from './sportsbook/app';

export { buildPlatformApp } from './platform/app';
export { buildSportsbookApp } from './sportsbook/app';
export { resolveOptions } from './config';
export type { SandboxOptions } from './config';

/** A running sandbox: its two origins and how to stop it. */
export interface RunningSandbox {
  platformUrl: string;
  sportsbookUrl: string;
  /** Publishes real-time events (the embedded hub unless REALTIME=centrifugo). */
  publisher: RealtimePublisher;
  close(): Promise<void>;
}

function urlOf(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `http://localhost:${port}`;
}

/** Opens the database, seeds it and serves the platform and sportsbook origins. */
export async function startSandbox(overrides: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const options = resolveOptions(overrides);
  const database = await openDatabase(options);
  await seedDatabase(database.db);
  const urls = { platformUrl: '', sportsbookUrl: '' };
  const hub = new RealtimeHub({ tokenSecret: options.realtimeTokenSecret });
  const publisher = createPublisher(hub);
  const deps: SandboxDeps = {
    db: database.db,
    sites: new SiteStore(options.sitesDir),
    catalogue: await loadCatalogue(database.db, options.seed, Date.now),
    webOrigin: options.webOrigin,
    control: options.control,
    realtime: { publisher, tokenSecret: options.realtimeTokenSecret },
    urls: () => urls,
  };
  const platform = await buildPlatformApp(deps);
  const sportsbook = await buildSportsbookApp(deps);
  hub.attach(sportsbook.server);
  await platform.listen({ port: options.platformPort, host: options.host });
  await sportsbook.listen({ port: options.sportsbookPort, host: options.host });
  urls.platformUrl = urlOf(platform);
  urls.sportsbookUrl = urlOf(sportsbook);
  return {
    ...urls,
    publisher,
    async close() {
      await hub.close();
      await Promise.allSettled([platform.close(), sportsbook.close()]);
      await database.close();
    },
  };
}
