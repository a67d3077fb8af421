import type { Logger } from 'pino';
import type { Database } from './db/client';
import type { DomainEvents } from './domain-events';
import type { VapidKeys } from './push/vapid-config';
import type { PlatformOptions } from './platform/platform-options';
import type { RealtimeHub } from './realtime/hub';
import type { RealtimePublisher } from './realtime/publisher';
import type { SportsbookCatalogue } from './sportsbook/catalogue/sportsbook-catalogue';
import type { SiteStore } from './site/site-store';
import type { SectionSwitches } from './sections/section-switches';
import type { SandboxServices } from './services';

/**
 * What every repository, service and route is built from: the database, the publisher, the in-memory world,
 * the site documents, the logger and configuration. No rules live here; services.ts composes those.
 */
export interface SandboxInfra {
  db: Database;
  sites: SiteStore;
  /** The operator's section switches (video, horse racing, lotteries) that `GET /settings` reports. */
  sections: SectionSwitches;
  /** The generated sportsbook world, in memory: matches, races and draws, outrights. */
  catalogue: SportsbookCatalogue;
  /** The web app's origin, the only one CORS allows. */
  webOrigin: string;
  /** Whether the control API under `/__sandbox` is served. */
  control: boolean;
  realtime: {
    publisher: RealtimePublisher;
    /** Secret the connection and subscription tokens are signed with. */
    tokenSecret: string;
    /** The embedded hub's simulated outage (the control API's); absent when clients connect to Centrifugo. */
    outage?: Pick<RealtimeHub, 'setOutage' | 'outage'>;
  };
  /** Secret the sportsbook bearer tokens are signed with (`issueSportsbookSession`, checked by registerRoute). */
  sportsbookSessionSecret: string;
  /** Platform behaviour (failed sign-ins before a lock, session lifetime, clock); defaults when absent. */
  platform?: Partial<PlatformOptions>;
  /** Facts other modules react to (a bet changed …): emitted by the module that owns them, see domain-events.ts. */
  events: DomainEvents;
  /** The VAPID keys web pushes are signed with; absent, the sandbox sends no pushes (most unit tests). */
  vapid?: VapidKeys;
  /** The root logger; each origin logs through a child named after it. */
  logger: Logger;
  /** Public URLs of both origins, for the OpenAPI document's servers. */
  urls: () => { platformUrl: string; sportsbookUrl: string };
}

/** What the routes of both origins receive: the infrastructure and the services composed from it once. */
export interface SandboxDeps extends SandboxInfra {
  services: SandboxServices;
}
