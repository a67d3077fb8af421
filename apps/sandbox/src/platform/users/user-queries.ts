import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { platformUsers } from '../../db/schema';
import { ApiError } from '../../http/api-error';

/** A player row as stored. */
export type UserRow = typeof platformUsers.$inferSelect;

/** The player by id; 401 when the session outlived its player. */
export async function getUser(db: Database, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(platformUsers).where(eq(platformUsers.id, userId));
  if (!user) throw new ApiError(401, 'unauthorized', 'The session has no player', { reason: 'no_player' });
  return user;
}

/** The player with an e-mail address (compared lower-cased), or undefined. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(platformUsers)
    .where(eq(platformUsers.email, normalizeEmail(email)));
  return user;
}

/** E-mail addresses are stored and compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
