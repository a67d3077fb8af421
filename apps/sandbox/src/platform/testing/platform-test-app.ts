import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { SandboxDeps } from '../../deps';
import type { RealtimePublisher } from '../../realtime/publisher';
import { createTestDeps } from '../../testing/test-deps';
import type { TestDepsOverrides } from '../../testing/test-deps';
import { buildPlatformApp } from '../app';
import { DEMO_PLAYER, seedDemoPlayer } from '../seed/demo-player';
import { SESSION_COOKIE } from '../auth/session-cookie';

/** A publisher that keeps what it was asked to publish. */
export class RecordingPublisher implements RealtimePublisher {
  readonly published: { channel: string; data: unknown }[] = [];

  async publish(channel: string, data: unknown): Promise<void> {
    this.published.push({ channel, data });
  }
}

/** Rate limits no test reaches unless it sets its own: the fuzz tests send hundreds of sign-ins from one address. */
const TEST_RATE_LIMITS = { perClient: 100_000, global: 100_000, windowMs: 60_000 };

/** What a platform test file works with. */
export interface PlatformTestApp {
  app: FastifyInstance;
  deps: SandboxDeps;
  publisher: RecordingPublisher;
  demoPlayerId: number;
}

/**
 * Builds the platform app on a fresh database with the demo player, before a file's tests; the publisher records
 * instead of publishing. Returns a getter, because it exists only once `beforeAll` has run.
 */
export function usePlatformApp(overrides: TestDepsOverrides = {}): () => PlatformTestApp {
  let built: PlatformTestApp | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const publisher = new RecordingPublisher();
    const deps = await createTestDeps({
      ...overrides,
      publisher,
      platform: { rateLimits: TEST_RATE_LIMITS, ...overrides.platform },
    });
    close = deps.database.close;
    const demoPlayerId = await seedDemoPlayer(deps.db);
    built = { app: await buildPlatformApp(deps), deps, publisher, demoPlayerId };
  });
  afterAll(async () => {
    await built?.app.close();
    await close();
  });
  return () => {
    if (!built) throw new Error('The platform app is built in beforeAll');
    return built;
  };
}

/** Headers of a state-changing API call from the web app or the forms (`app: sportsbook`). */
export const API_HEADERS = { app: 'sportsbook' } as const;

/** The session cookie a response set, as a request `cookie` header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error('No session cookie was set');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs in (the demo player by default) and returns the `cookie` header of the session. */
export async function signInCookie(
  app: FastifyInstance,
  credentials: { email: string; password: string } = DEMO_PLAYER,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    headers: API_HEADERS,
    payload: credentials,
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.body}`);
  return sessionCookieOf(response);
}
