import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformSessions } from '../../db/schema';
import { hashToken, randomToken } from './tokens';

/**
 * The stored id of the session a cookie value names: its SHA-256, the table's key. Sportsbook bearers carry it
 * (`sid`) so that they end with the session; the cookie cannot be recovered from it.
 */
export function sessionIdOf(token: string): string {
  return hashToken(token);
}

/** Starts a session for a player; returns the cookie value (only its hash is stored). */
export async function createSession(
  db: Database,
  userId: number,
  { ttlSeconds, now }: { ttlSeconds: number; now: number },
): Promise<string> {
  const token = randomToken();
  await db.insert(platformSessions).values({
    idHash: sessionIdOf(token),
    userId,
    createdAt: new Date(now),
    expiresAt: new Date(now + ttlSeconds * 1000),
  });
  return token;
}

/** The player of a live session, or null when the token is unknown, signed out or expired. */
export async function sessionUserId(db: Database, token: string, now: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: platformSessions.userId })
    .from(platformSessions)
    .where(
      and(eq(platformSessions.idHash, sessionIdOf(token)), gt(platformSessions.expiresAt, new Date(now))),
    );
  return row?.userId ?? null;
}

/** Whether the player's session of that id is live: neither signed out nor expired (checked on every bearer). */
export async function isSessionLive(
  db: Database,
  sessionId: string,
  userId: number,
  now: number,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: platformSessions.userId })
    .from(platformSessions)
    .where(
      and(
        eq(platformSessions.idHash, sessionId),
        eq(platformSessions.userId, userId),
        gt(platformSessions.expiresAt, new Date(now)),
      ),
    );
  return row !== undefined;
}

/** Ends one session (sign-out). */
export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(platformSessions).where(eq(platformSessions.idHash, sessionIdOf(token)));
}

/** Ends every session of a player (the control API's "expire session"); returns how many there were. */
export async function expireSessionsOf(db: Database, userId: number): Promise<number> {
  const deleted = await db
    .delete(platformSessions)
    .where(eq(platformSessions.userId, userId))
    .returning({ idHash: platformSessions.idHash });
  return deleted.length;
}
