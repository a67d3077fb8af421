import { resolveOptions } from '../../config';
import type { Database } from '../../db/client';
import { platformUsers } from '../../db/schema';
import { createSession, sessionIdOf } from '../../platform/auth/session-store';
import { issueSportsbookSession } from './session-token';
import type { IssueSessionOptions } from './session-token';

/**
 * Headers carrying a sportsbook bearer token for a test player, signed with the secret the test apps use
 * (createTestDeps takes it from the same options) and bound to a fresh platform session of the player, whom it
 * adds when missing. NOTE: an explicit id does not move the id sequence; test files pick ids far above the ones
 * their sign-ups get.
 */
export async function bearerHeaders(
  db: Database,
  userId: number,
  options: Partial<IssueSessionOptions> = {},
): Promise<{ authorization: string }> {
  await db
    .insert(platformUsers)
    .values({
      id: userId,
      email: `player-${userId}@bearer.test`,
      passwordHash: '-',
      language: 'en',
      currency: 'EUR',
    })
    .onConflictDoNothing();
  const cookie = await createSession(db, userId, { ttlSeconds: 24 * 60 * 60, now: Date.now() });
  const { token } = await issueSportsbookSession(userId, {
    secret: resolveOptions().sportsbookSessionSecret,
    locale: 'en',
    platformSessionId: sessionIdOf(cookie),
    ...options,
  });
  return { authorization: `Bearer ${token}` };
}
