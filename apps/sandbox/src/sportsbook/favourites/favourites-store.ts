import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites } from '../../db/schema';

/** What a favourite points at: a match or a league (the contract's FavouriteType). */
export type FavouriteKind = 'matches' | 'tournaments';

function row(userId: number, kind: FavouriteKind, entityId: number) {
  return and(eq(favourites.userId, userId), eq(favourites.kind, kind), eq(favourites.entityId, entityId));
}

/** The ids a player marked as favourite, oldest first. */
export async function listFavourites(db: Database, userId: number, kind: FavouriteKind): Promise<number[]> {
  const rows = await db
    .select({ id: favourites.entityId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.kind, kind)))
    .orderBy(asc(favourites.position));
  return rows.map((favourite) => favourite.id);
}

/** Whether the player has this favourite. */
export async function hasFavourite(
  db: Database,
  userId: number,
  kind: FavouriteKind,
  entityId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: favourites.entityId })
    .from(favourites)
    .where(row(userId, kind, entityId));
  return rows.length > 0;
}

/** Marks a favourite; marking it again changes nothing. */
export async function addFavourite(
  db: Database,
  userId: number,
  kind: FavouriteKind,
  entityId: number,
): Promise<void> {
  await db.insert(favourites).values({ userId, kind, entityId }).onConflictDoNothing();
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavourite(
  db: Database,
  userId: number,
  kind: FavouriteKind,
  entityId: number,
): Promise<void> {
  await db.delete(favourites).where(row(userId, kind, entityId));
}
