import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyEntries, loyaltyFarmedBets, loyaltyProgrammes, platformUsers } from '../db/schema';
import type { ScoredEntry } from './leaderboard';

export type ProgrammeRow = typeof loyaltyProgrammes.$inferSelect;
export type EntryRow = typeof loyaltyEntries.$inferSelect;
type NewProgramme = typeof loyaltyProgrammes.$inferInsert;

/** What one farmed bet adds to an entry. */
export interface Farmed {
  betId: number;
  keys: string[];
  points: number;
  stake: number;
  /** A tournament's score grows by the stake; a hunting's does not. */
  scores: boolean;
  now: Date;
}

class AlreadyFarmed extends Error {}

/**
 * The database side of huntings and tournaments. Every total moves by one SQL increment, and a bet farms under
 * keys unique per player and programme, so a bet heard twice, or two bets racing, never count more than once.
 */
export class LoyaltyStore {
  constructor(private readonly db: Database) {}

  /** The programme under this key, created when missing (a second process creating it too is harmless). */
  async ensureProgramme(programme: NewProgramme): Promise<ProgrammeRow> {
    await this.db.insert(loyaltyProgrammes).values(programme).onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(loyaltyProgrammes)
      .where(eq(loyaltyProgrammes.key, programme.key));
    return row!;
  }

  async programme(id: number): Promise<ProgrammeRow | undefined> {
    const [row] = await this.db.select().from(loyaltyProgrammes).where(eq(loyaltyProgrammes.id, id));
    return row;
  }

  /** The player's entries in these programmes: the ones they joined (status active). */
  entries(userId: number, programmeIds: readonly number[]): Promise<EntryRow[]> {
    if (programmeIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(loyaltyEntries)
      .where(
        and(
          eq(loyaltyEntries.userId, userId),
          inArray(loyaltyEntries.programmeId, [...programmeIds]),
          eq(loyaltyEntries.status, 'active'),
        ),
      );
  }

  /** The players with an active entry in any of these programmes. */
  async joinedPlayers(programmeIds: readonly number[]): Promise<Set<number>> {
    const rows = await this.db
      .selectDistinct({ userId: loyaltyEntries.userId })
      .from(loyaltyEntries)
      .where(
        and(inArray(loyaltyEntries.programmeId, [...programmeIds]), eq(loyaltyEntries.status, 'active')),
      );
    return new Set(rows.map((row) => row.userId));
  }

  /**
   * Joins a programme (activation); joining twice keeps the first entry and its totals. An entry the player
   * only saw (status available, written by `markSeen`) becomes the joined one.
   */
  async join(programmeId: number, userId: number, currency: string, now: Date): Promise<void> {
    await this.db
      .insert(loyaltyEntries)
      .values({
        programmeId,
        userId,
        currency,
        status: 'active',
        seen: true,
        activatedAt: now,
        scoredAt: now,
      })
      .onConflictDoUpdate({
        target: [loyaltyEntries.programmeId, loyaltyEntries.userId],
        set: { status: 'active', currency, activatedAt: now, scoredAt: now },
        setWhere: eq(loyaltyEntries.status, 'available'),
      });
  }

  /** Programmes of these the player has seen offered (an alert) or joined. */
  async seenProgrammes(userId: number, programmeIds: readonly number[]): Promise<Set<number>> {
    if (programmeIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: loyaltyEntries.programmeId })
      .from(loyaltyEntries)
      .where(
        and(
          eq(loyaltyEntries.userId, userId),
          inArray(loyaltyEntries.programmeId, [...programmeIds]),
          eq(loyaltyEntries.seen, true),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Marks programmes seen by the player (SPEC §4: an alert is shown once): an entry of status available, which
   * farms nothing and ranks nowhere until the player joins, or the seen flag of the entry they hold.
   */
  async markSeen(userId: number, programmeIds: readonly number[], currency: string): Promise<void> {
    if (programmeIds.length === 0) return;
    await this.db
      .insert(loyaltyEntries)
      .values(
        programmeIds.map((programmeId) => ({
          programmeId,
          userId,
          currency,
          status: 'available',
          seen: true,
        })),
      )
      .onConflictDoUpdate({
        target: [loyaltyEntries.programmeId, loyaltyEntries.userId],
        set: { seen: true },
      });
  }

  /**
   * Adds a bet's farm to an entry in one transaction: its keys first (any taken key means the bet, or one of
   * its events, farmed before, and nothing is added), then the totals. Answers the entry after, or null.
   */
  async farm(programmeId: number, userId: number, farmed: Farmed): Promise<EntryRow | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(loyaltyFarmedBets)
          .values(
            farmed.keys.map((farmKey) => ({
              programmeId,
              userId,
              farmKey,
              betId: farmed.betId,
              points: farmed.points,
              stake: farmed.stake,
            })),
          )
          .onConflictDoNothing()
          .returning({ key: loyaltyFarmedBets.farmKey });
        if (inserted.length < farmed.keys.length) throw new AlreadyFarmed();
        const [entry] = await tx
          .update(loyaltyEntries)
          .set({
            points: sql`${loyaltyEntries.points} + ${farmed.points}`,
            betsCount: sql`${loyaltyEntries.betsCount} + 1`,
            stakeSum: sql`${loyaltyEntries.stakeSum} + ${farmed.stake}`,
            ...(farmed.scores
              ? { farmedAmount: sql`${loyaltyEntries.farmedAmount} + ${farmed.stake}`, scoredAt: farmed.now }
              : {}),
          })
          .where(and(eq(loyaltyEntries.programmeId, programmeId), eq(loyaltyEntries.userId, userId)))
          .returning();
        return entry ?? null;
      });
    } catch (error) {
      if (error instanceof AlreadyFarmed) return null;
      throw error;
    }
  }

  /**
   * Spends `target` points of an entry on one freebet, only while it has them; answers the number of the
   * conversion (1 for the first), or null. Two bets racing cannot spend the same points twice.
   */
  async convert(programmeId: number, userId: number, target: number): Promise<number | null> {
    const [row] = await this.db
      .update(loyaltyEntries)
      .set({
        convertedPoints: sql`${loyaltyEntries.convertedPoints} + ${target}`,
        freebetsCount: sql`${loyaltyEntries.freebetsCount} + 1`,
      })
      .where(
        and(
          eq(loyaltyEntries.programmeId, programmeId),
          eq(loyaltyEntries.userId, userId),
          gte(sql`${loyaltyEntries.points} - ${loyaltyEntries.convertedPoints}`, target),
        ),
      )
      .returning({ converted: loyaltyEntries.convertedPoints });
    return row ? row.converted / target : null;
  }

  /** Counts a freebet farmed elsewhere (a hunting conversion) on a tournament entry. */
  async countFreebet(programmeId: number, userId: number): Promise<void> {
    await this.db
      .update(loyaltyEntries)
      .set({ freebetsCount: sql`${loyaltyEntries.freebetsCount} + 1` })
      .where(and(eq(loyaltyEntries.programmeId, programmeId), eq(loyaltyEntries.userId, userId)));
  }

  /** Grows a running tournament's pool; answers the pool after, or null once it has finished (the pool is paid). */
  async growPool(programmeId: number, amount: number): Promise<number | null> {
    const [row] = await this.db
      .update(loyaltyProgrammes)
      .set({ poolAmount: sql`${loyaltyProgrammes.poolAmount} + ${amount}` })
      .where(and(eq(loyaltyProgrammes.id, programmeId), eq(loyaltyProgrammes.status, 'active')))
      .returning({ pool: loyaltyProgrammes.poolAmount });
    return row?.pool ?? null;
  }

  /**
   * Ends a running programme at `now` (or at its end, when that has passed): the one request that moves it from
   * active to finished gets the row, so its prizes are computed from one final pool and leaderboard.
   */
  async finish(programmeId: number, now: Date): Promise<ProgrammeRow | undefined> {
    const [row] = await this.db
      .update(loyaltyProgrammes)
      .set({
        status: 'finished',
        endsAt: sql`least(${loyaltyProgrammes.endsAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(loyaltyProgrammes.id, programmeId), eq(loyaltyProgrammes.status, 'active')))
      .returning();
    return row;
  }

  /** Tournaments still marked active whose end has passed: their prizes are due. */
  async endedTournaments(now: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: loyaltyProgrammes.id })
      .from(loyaltyProgrammes)
      .where(
        and(
          eq(loyaltyProgrammes.kind, 'tournament'),
          eq(loyaltyProgrammes.status, 'active'),
          lte(loyaltyProgrammes.endsAt, now),
        ),
      );
    return rows.map((row) => row.id);
  }

  /** Every entry of a tournament with its player's email, for ranking. */
  scored(programmeId: number): Promise<ScoredEntry[]> {
    return this.db
      .select({
        userId: loyaltyEntries.userId,
        email: platformUsers.email,
        farmedAmount: loyaltyEntries.farmedAmount,
        freebetsCount: loyaltyEntries.freebetsCount,
        scoredAt: loyaltyEntries.scoredAt,
      })
      .from(loyaltyEntries)
      .innerJoin(platformUsers, eq(platformUsers.id, loyaltyEntries.userId))
      .where(and(eq(loyaltyEntries.programmeId, programmeId), eq(loyaltyEntries.status, 'active')))
      .orderBy(desc(loyaltyEntries.farmedAmount));
  }

  /** The events and bets a player's entry farmed with (SPEC §3 farmed_event_ids, used_in_bets). */
  async farmedOf(programmeId: number, userId: number): Promise<{ eventIds: number[]; betIds: number[] }> {
    const rows = await this.db
      .select({ key: loyaltyFarmedBets.farmKey, betId: loyaltyFarmedBets.betId })
      .from(loyaltyFarmedBets)
      .where(and(eq(loyaltyFarmedBets.programmeId, programmeId), eq(loyaltyFarmedBets.userId, userId)));
    const eventIds = rows
      .filter((row) => row.key.startsWith('event:'))
      .map((row) => Number(row.key.slice(6)));
    return { eventIds, betIds: [...new Set(rows.map((row) => row.betId))] };
  }
}
