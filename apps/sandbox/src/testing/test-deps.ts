import pino from 'pino';
import { resolveOptions } from '../config';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';
import type { SandboxDeps, SandboxInfra } from '../deps';
import { DomainEvents } from '../domain-events';
import { RealtimeHub } from '../realtime/hub';
import { EmbeddedHubPublisher } from '../realtime/publisher';
import type { RealtimePublisher } from '../realtime/publisher';
import { composeSandbox } from '../services';
import { SectionSwitches } from '../sections/section-switches';
import { SiteStore } from '../site/site-store';
import { loadCatalogue } from '../sportsbook/catalogue/load-catalogue';

/** The fixed moment test worlds are generated for, so that every run sees the same schedule. */
export const TEST_NOW = Date.UTC(2026, 10, 21, 18, 0);

export const TEST_WEB_ORIGIN = 'http://localhost:3999';

/** What a test may set: any infrastructure, and the publisher alone (a recording one) without the rest of `realtime`. */
export type TestDepsOverrides = Partial<SandboxInfra> & { publisher?: RealtimePublisher };

/**
 * Dependencies for tests on a fresh, seeded database: in-memory PGlite, or the PostgreSQL of `DATABASE_URL`
 * (reset first) when CI runs the database tests against a real server. Composed by the same `composeSandbox` as
 * the running sandbox, so tests get the same services.
 */
export async function createTestDeps(
  overrides: TestDepsOverrides = {},
): Promise<SandboxDeps & { database: DatabaseHandle }> {
  const { publisher, ...infraOverrides } = overrides;
  const options = resolveOptions({ dataDir: 'memory', reset: true });
  const database = await openDatabase(options);
  await seedDatabase(database.db);
  const hub = new RealtimeHub({ tokenSecret: options.realtimeTokenSecret });
  const infra: SandboxInfra = {
    db: database.db,
    sites: new SiteStore(options.sitesDir),
    sections: new SectionSwitches(),
    catalogue: await loadCatalogue(database.db, 1, () => TEST_NOW),
    webOrigin: TEST_WEB_ORIGIN,
    control: false,
    realtime: {
      publisher: publisher ?? new EmbeddedHubPublisher(hub),
      tokenSecret: options.realtimeTokenSecret,
      outage: hub,
    },
    sportsbookSessionSecret: options.sportsbookSessionSecret,
    events: new DomainEvents(pino({ level: 'silent' })),
    logger: pino({ level: 'silent' }),
    urls: () => ({ platformUrl: 'http://localhost:4100', sportsbookUrl: 'http://localhost:4200' }),
    ...infraOverrides,
  };
  const deps = composeSandbox(infra);
  await deps.services.jackpots.seedConfigured();
  // NOTE: no test's balance may move by a chance jackpot hit; tests of hits choose their own draw.
  deps.services.jackpots.useDraw(() => false);
  return { ...deps, database };
}
