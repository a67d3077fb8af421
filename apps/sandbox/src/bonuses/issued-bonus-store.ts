import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { issuedBonuses } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';

/** An issued bonus as stored. */
export type IssuedBonusRow = typeof issuedBonuses.$inferSelect;
export type NewIssuedBonus = typeof issuedBonuses.$inferInsert;

/** Stored states a player can still use (SPEC §3 Bonus states); `expired` is derived from valid_to. */
export const USABLE_STATES = ['available', 'active'] as const;

/** The bonus's state as the player sees it: a usable bonus past its valid_to is expired. */
export function computedStatus(row: Pick<IssuedBonusRow, 'status' | 'validTo'>, now: Date): string {
  const usable = (USABLE_STATES as readonly string[]).includes(row.status);
  return usable && row.validTo.getTime() <= now.getTime() ? 'expired' : row.status;
}

/**
 * The database side of issued bonuses. Every change that spends a bonus is one conditional UPDATE, so two
 * requests racing for the last use of a bonus cannot both get it.
 */
export class IssuedBonusStore {
  constructor(private readonly db: Database) {}

  /** Issues a bonus unless the player already holds one under the same issue key; answers the new row or null. */
  async insert(bonus: NewIssuedBonus): Promise<IssuedBonusRow | null> {
    const [row] = await this.db.insert(issuedBonuses).values(bonus).onConflictDoNothing().returning();
    return row ?? null;
  }

  /** A player's bonuses of one kind or all, newest first. */
  list(userId: number, kind?: string): Promise<IssuedBonusRow[]> {
    const where = kind
      ? and(eq(issuedBonuses.userId, userId), eq(issuedBonuses.kind, kind))
      : eq(issuedBonuses.userId, userId);
    return this.db.select().from(issuedBonuses).where(where).orderBy(desc(issuedBonuses.id));
  }

  /** Bonuses the player can use now: usable state, not expired, uses left. */
  usable(userId: number, now: Date): Promise<IssuedBonusRow[]> {
    return this.db
      .select()
      .from(issuedBonuses)
      .where(
        and(
          eq(issuedBonuses.userId, userId),
          inArray(issuedBonuses.status, [...USABLE_STATES]),
          gt(issuedBonuses.validTo, now),
          lt(issuedBonuses.timesUsed, issuedBonuses.usesCount),
        ),
      )
      .orderBy(desc(issuedBonuses.id));
  }

  /** One bonus of a player, or undefined. */
  async find(
    userId: number,
    id: number,
    executor: DbExecutor = this.db,
  ): Promise<IssuedBonusRow | undefined> {
    const [row] = await executor
      .select()
      .from(issuedBonuses)
      .where(and(eq(issuedBonuses.userId, userId), eq(issuedBonuses.id, id)));
    return row;
  }

  /** Marks bonuses seen; only unseen ones change (SPEC §5). Answers how many did. */
  async markSeen(userId: number, ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.db
      .update(issuedBonuses)
      .set({ seen: true })
      .where(
        and(
          eq(issuedBonuses.userId, userId),
          inArray(issuedBonuses.id, [...ids]),
          eq(issuedBonuses.seen, false),
        ),
      )
      .returning({ id: issuedBonuses.id });
    return rows.length;
  }

  /** Activates an available, unexpired bonus; answers the row after, or null when it could not be activated. */
  async activate(userId: number, id: number, now: Date): Promise<IssuedBonusRow | null> {
    const [row] = await this.db
      .update(issuedBonuses)
      .set({ status: 'active', activatedAt: now })
      .where(
        and(
          eq(issuedBonuses.userId, userId),
          eq(issuedBonuses.id, id),
          eq(issuedBonuses.status, 'available'),
          gt(issuedBonuses.validTo, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /**
   * Spends one use of a bonus inside the placing transaction: only while it is usable, unexpired and has uses
   * left; the last use moves it to bonus_over. Answers false when another bet took it first (or it lapsed).
   */
  async spend(tx: DbExecutor, userId: number, id: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(issuedBonuses)
      .set({
        timesUsed: sql`${issuedBonuses.timesUsed} + 1`,
        status: sql`case when ${issuedBonuses.timesUsed} + 1 >= ${issuedBonuses.usesCount} then 'bonus_over' else ${issuedBonuses.status} end`,
      })
      .where(
        and(
          eq(issuedBonuses.userId, userId),
          eq(issuedBonuses.id, id),
          inArray(issuedBonuses.status, [...USABLE_STATES]),
          gt(issuedBonuses.validTo, now),
          lt(issuedBonuses.timesUsed, issuedBonuses.usesCount),
        ),
      )
      .returning({ id: issuedBonuses.id });
    return rows.length === 1;
  }

  /**
   * Multiplies an unused freebet's stake by `tenths`/10, rounded down, once (a lootbox's prize): only while it
   * is usable, unexpired, never used and never boosted. Answers the freebet after, or null.
   */
  static async boost(
    tx: DbExecutor,
    userId: number,
    id: number,
    tenths: number,
    now: Date,
  ): Promise<IssuedBonusRow | null> {
    const [row] = await tx
      .update(issuedBonuses)
      .set({
        amount: sql`${issuedBonuses.amount} * ${tenths} / 10`,
        terms: sql`${issuedBonuses.terms} || jsonb_build_object('boost_multiplier', ${tenths / 10}::numeric)`,
      })
      .where(
        and(
          eq(issuedBonuses.userId, userId),
          eq(issuedBonuses.id, id),
          eq(issuedBonuses.kind, 'freebet'),
          inArray(issuedBonuses.status, [...USABLE_STATES]),
          gt(issuedBonuses.validTo, now),
          eq(issuedBonuses.timesUsed, 0),
          sql`${issuedBonuses.terms} ->> 'boost_multiplier' is null`,
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Gives a use back (a freebet bet void as a whole): the bonus is available again, its expiry unchanged. */
  static async giveBack(tx: DbExecutor, userId: number, id: number): Promise<void> {
    await tx
      .update(issuedBonuses)
      .set({ timesUsed: sql`greatest(${issuedBonuses.timesUsed} - 1, 0)`, status: 'available' })
      .where(
        and(
          eq(issuedBonuses.userId, userId),
          eq(issuedBonuses.id, id),
          or(eq(issuedBonuses.status, 'bonus_over'), eq(issuedBonuses.status, 'active')),
        ),
      );
  }
}
