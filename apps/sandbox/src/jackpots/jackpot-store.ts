import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jackpotHits, jackpotLevels, jackpots } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';
import type { JackpotConfig } from './jackpot-config';

export type JackpotRow = typeof jackpots.$inferSelect;
export type LevelRow = typeof jackpotLevels.$inferSelect;
export type HitRow = typeof jackpotHits.$inferSelect;

/** A jackpot with its levels in display order. */
export interface JackpotWithLevels {
  jackpot: JackpotRow;
  levels: LevelRow[];
}

/** What `GET /jackpot-hits` filters by. */
export interface HitFilter {
  jackpotId?: number;
  statuses?: readonly string[];
  userId?: number;
  unseen?: boolean;
  limit: number;
}

/** The jackpots' tables: configuration seeded once, reads for the routes, seen marks. */
export class JackpotStore {
  constructor(private readonly db: Database) {}

  /** Creates the configured jackpots and levels that do not exist yet; existing pools are never touched. */
  async seed(configs: readonly JackpotConfig[]): Promise<void> {
    for (const config of configs) {
      await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(jackpots)
          .values({
            key: config.key,
            name: config.name,
            currency: config.currency,
            minStake: config.min_stake,
            rules: config.rules,
          })
          .onConflictDoNothing()
          .returning({ id: jackpots.id });
        if (!created) return;
        await tx.insert(jackpotLevels).values(
          config.levels.map((level, position) => ({
            jackpotId: created.id,
            code: level.code,
            name: level.name,
            position,
            seed: level.seed,
            ceiling: level.ceiling,
            pool: level.seed,
            shareBp: level.share_bp,
            hitOneIn: level.hit_one_in,
          })),
        );
      });
    }
  }

  /** Active jackpots (all, or one by id), each with its levels. */
  async list(id?: number): Promise<JackpotWithLevels[]> {
    const rows = await this.db
      .select()
      .from(jackpots)
      .where(and(eq(jackpots.active, true), id === undefined ? undefined : eq(jackpots.id, id)))
      .orderBy(asc(jackpots.id));
    if (rows.length === 0) return [];
    const levels = await this.db
      .select()
      .from(jackpotLevels)
      .where(
        inArray(
          jackpotLevels.jackpotId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(jackpotLevels.position));
    return rows.map((jackpot) => ({
      jackpot,
      levels: levels.filter((level) => level.jackpotId === jackpot.id),
    }));
  }

  /** What each jackpot's hits have paid so far, by jackpot id. */
  async paidByJackpot(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ jackpotId: jackpotHits.jackpotId, amount: jackpotHits.amount })
      .from(jackpotHits)
      .where(eq(jackpotHits.status, 'paid'));
    const sums = new Map<number, number>();
    for (const row of rows) sums.set(row.jackpotId, (sums.get(row.jackpotId) ?? 0) + row.amount);
    return sums;
  }

  /** Hits, newest first, with their level and jackpot. */
  async hits(filter: HitFilter) {
    return this.db
      .select({ hit: jackpotHits, level: jackpotLevels, jackpot: jackpots })
      .from(jackpotHits)
      .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotHits.levelId))
      .innerJoin(jackpots, eq(jackpots.id, jackpotHits.jackpotId))
      .where(
        and(
          filter.jackpotId === undefined ? undefined : eq(jackpotHits.jackpotId, filter.jackpotId),
          filter.statuses ? inArray(jackpotHits.status, [...filter.statuses]) : undefined,
          filter.userId === undefined ? undefined : eq(jackpotHits.userId, filter.userId),
          filter.unseen ? eq(jackpotHits.seen, false) : undefined,
        ),
      )
      .orderBy(desc(jackpotHits.id))
      .limit(filter.limit);
  }

  /** Hits of a bet still waiting for their payment. */
  /** Every hit drawn and not paid yet. */
  async approvedHits(): Promise<HitRow[]> {
    return this.db.select().from(jackpotHits).where(eq(jackpotHits.status, 'approved'));
  }

  async approvedHitsOfBet(betId: number): Promise<HitRow[]> {
    return this.db
      .select()
      .from(jackpotHits)
      .where(and(eq(jackpotHits.betId, betId), eq(jackpotHits.status, 'approved')));
  }

  /** Marks the player's own hits seen; other players' ids are ignored. */
  async markSeen(userId: number, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(jackpotHits)
      .set({ seen: true })
      .where(and(eq(jackpotHits.userId, userId), inArray(jackpotHits.id, [...ids])));
  }
}

/** A level by id inside a transaction. */
export async function findLevel(tx: DbExecutor, levelId: number): Promise<LevelRow | undefined> {
  const [level] = await tx.select().from(jackpotLevels).where(eq(jackpotLevels.id, levelId));
  return level;
}
