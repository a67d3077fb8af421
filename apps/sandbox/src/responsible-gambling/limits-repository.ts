import type { Limit, LimitPeriod } from '@sportsbook/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { platformUsers, userLimits } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';
import { dueChanges } from './limit-rules';
import type { LimitChange, LimitRecord, LimitUpdate } from './limit-rules';

type LimitRow = typeof userLimits.$inferSelect;

/**
 * Locks the player's row for the rest of the transaction and answers their currency (undefined: no such
 * player). A check of a limit and the money movement it allows run under it, so two at once (two processes on
 * PostgreSQL) are counted one after the other.
 */
export async function lockPlayer(tx: DbExecutor, userId: number): Promise<{ currency: string } | undefined> {
  const [user] = await tx
    .select({ currency: platformUsers.currency })
    .from(platformUsers)
    .where(eq(platformUsers.id, userId))
    .for('update');
  return user;
}

/** A stored limit as the rules see it. */
export function toRecord(row: LimitRow): LimitRecord {
  return {
    id: row.id,
    type: row.type as LimitRecord['type'],
    status: row.status as LimitRecord['status'],
    period: row.period as LimitPeriod | null,
    value: row.value,
    confirmUntil: row.confirmUntil,
    disableAt: row.disableAt,
  };
}

/** A stored limit as `GET /user_limits` answers it (SPEC §3 Limit). */
export function toLimit(row: LimitRow): z.input<typeof Limit> {
  return {
    id: row.id,
    type: row.type as z.input<typeof Limit>['type'],
    status: row.status as z.input<typeof Limit>['status'],
    strategy: row.strategy,
    period: row.period,
    parent_type: row.parentType as z.input<typeof Limit>['parent_type'],
    disable_at: row.disableAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    confirm_until: row.confirmUntil?.toISOString() ?? null,
    value: row.value,
  };
}

async function applyUpdates(db: DbExecutor, updates: readonly LimitUpdate[]): Promise<void> {
  for (const update of updates)
    await db
      .update(userLimits)
      .set({ status: update.status, ...(update.disableAt ? { disableAt: update.disableAt } : {}) })
      .where(eq(userLimits.id, update.id));
}

/**
 * The player's limits as they stand at `now`, oldest first: the status changes that have come due (an increase
 * past its cooling-off, a removal or exclusion past its end) are written before they are read.
 */
export async function currentLimitRows(db: DbExecutor, userId: number, now: Date): Promise<LimitRow[]> {
  const read = () =>
    db.select().from(userLimits).where(eq(userLimits.userId, userId)).orderBy(asc(userLimits.id));
  const rows = await read();
  const due = dueChanges(rows.map(toRecord), now);
  if (due.length === 0) return rows;
  await applyUpdates(db, due);
  return read();
}

/** The player's limits at `now`, as the rules see them. */
export async function currentLimits(db: DbExecutor, userId: number, now: Date): Promise<LimitRecord[]> {
  return (await currentLimitRows(db, userId, now)).map(toRecord);
}

/** Where a new limit's count of activity minutes starts: its period's start and the minutes already used. */
export interface ActivityCount {
  used: number;
  usedFrom: Date;
}

/** Writes a planned change of one player's limits; a new limit starts its activity count at `count`. */
export async function applyLimitChange(
  db: DbExecutor,
  userId: number,
  change: LimitChange,
  count: ActivityCount,
): Promise<void> {
  await applyUpdates(db, change.updates);
  if (change.insert) await db.insert(userLimits).values({ ...change.insert, ...count, userId });
}
