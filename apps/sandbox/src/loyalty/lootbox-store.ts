import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lootboxes } from '../db/schema';
import { IssuedBonusStore } from '../bonuses/issued-bonus-store';
import type { IssuedBonusRow } from '../bonuses/issued-bonus-store';

export type LootboxRow = typeof lootboxes.$inferSelect;

/** The outcome of opening a lootbox. */
export type OpenResult =
  | { ok: true; lootbox: LootboxRow; freebet: IssuedBonusRow }
  | { ok: false; reason: 'not_found' | 'lootbox_opened' | 'freebet_not_boostable' };

class Refused extends Error {
  constructor(readonly reason: 'lootbox_opened' | 'freebet_not_boostable') {
    super(reason);
  }
}

/** The database side of lootboxes: earned once per earn key, opened once, in one transaction with the boost. */
export class LootboxStore {
  constructor(private readonly db: Database) {}

  /** Gives a player a lootbox unless they hold one under this earn key; answers the new one or null. */
  async earn(
    userId: number,
    earnKey: string,
    terms: Record<string, unknown>,
    validTo: Date,
  ): Promise<LootboxRow | null> {
    const [row] = await this.db
      .insert(lootboxes)
      .values({ userId, earnKey, terms, status: 'active', validTo })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  /** Marks the player's lootboxes seen (their alert was shown). */
  async markSeen(userId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(lootboxes)
      .set({ seen: true })
      .where(and(eq(lootboxes.userId, userId), inArray(lootboxes.id, [...ids])));
  }

  list(userId: number): Promise<LootboxRow[]> {
    return this.db.select().from(lootboxes).where(eq(lootboxes.userId, userId)).orderBy(desc(lootboxes.id));
  }

  async find(userId: number, id: number): Promise<LootboxRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lootboxes)
      .where(and(eq(lootboxes.userId, userId), eq(lootboxes.id, id)));
    return row;
  }

  /**
   * Opens a lootbox with a prize already drawn: the lootbox moves from available to bonus_over and the freebet
   * is boosted in the same transaction, so a second request (or a race) finds it opened and boosts nothing.
   */
  async open(userId: number, id: number, freebetId: number, tenths: number, now: Date): Promise<OpenResult> {
    if (!(await this.find(userId, id))) return { ok: false, reason: 'not_found' };
    try {
      return await this.db.transaction(async (tx) => {
        const [lootbox] = await tx
          .update(lootboxes)
          .set({ status: 'bonus_over', prizeTenths: tenths, boostedFreebetId: freebetId, openedAt: now })
          .where(
            and(
              eq(lootboxes.userId, userId),
              eq(lootboxes.id, id),
              eq(lootboxes.status, 'active'),
              gt(lootboxes.validTo, now),
            ),
          )
          .returning();
        if (!lootbox) throw new Refused('lootbox_opened');
        const freebet = await IssuedBonusStore.boost(tx, userId, freebetId, tenths, now);
        if (!freebet) throw new Refused('freebet_not_boostable');
        return { ok: true as const, lootbox, freebet };
      });
    } catch (error) {
      if (error instanceof Refused) return { ok: false, reason: error.reason };
      throw error;
    }
  }
}
