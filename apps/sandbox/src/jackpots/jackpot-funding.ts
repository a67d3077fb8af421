import { and, asc, eq, inArray } from 'drizzle-orm';
import { bets, jackpotContributions, jackpotHits, jackpotLevels, jackpots } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';
import { planFunding } from './funding-plan';
import type { HitDraw, StakedBet } from './funding-plan';

/** Thrown inside the placement transaction when a level moved under it: rolls the placement back whole. */
export class LevelMoved extends Error {}

/** What funding did: the bets that took part in a jackpot, and the hits drawn (still `approved`). */
export interface Funded {
  qualifying: ReadonlySet<number>;
  hitIds: number[];
}

/** Funds the jackpots from bets placed in a transaction (placement's call into the jackpots module). */
export type JackpotFunding = (tx: DbExecutor, placed: readonly StakedBet[]) => Promise<Funded>;

const NOTHING: Funded = { qualifying: new Set(), hitIds: [] };

/**
 * The call placement makes inside its transaction, after the bets are stored and their stakes debited: locks
 * the levels of the bets' currencies, plans the shares and draws (planFunding), then writes the pools, each
 * bet's contribution, `used_in_jackpot` and the drawn hits in the same transaction, so the pools move exactly
 * with the stakes that fed them. Each level's reset is conditional on the version it was read at, and a hit's
 * (level, version) is unique: a second winner of the same pool cannot be written.
 */
export async function fundJackpots(
  tx: DbExecutor,
  placed: readonly StakedBet[],
  draw: HitDraw,
): Promise<Funded> {
  const currencies = [...new Set(placed.filter((bet) => !bet.freebet).map((bet) => bet.currency))];
  if (currencies.length === 0) return NOTHING;
  const levels = await tx
    .select({
      id: jackpotLevels.id,
      jackpotId: jackpotLevels.jackpotId,
      currency: jackpots.currency,
      minStake: jackpots.minStake,
      seed: jackpotLevels.seed,
      ceiling: jackpotLevels.ceiling,
      pool: jackpotLevels.pool,
      shareBp: jackpotLevels.shareBp,
      hitOneIn: jackpotLevels.hitOneIn,
      version: jackpotLevels.version,
    })
    .from(jackpotLevels)
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(
      and(eq(jackpots.active, true), eq(jackpotLevels.active, true), inArray(jackpots.currency, currencies)),
    )
    .orderBy(asc(jackpotLevels.id))
    // NOTE: on PostgreSQL concurrent placements queue here, so each reads the pools the last one wrote.
    .for('update', { of: jackpotLevels });
  if (levels.length === 0) return NOTHING;
  const plan = planFunding(
    levels,
    [...placed].sort((a, b) => a.id - b.id),
    draw,
  );
  for (const level of plan.levels) {
    const moved = await tx
      .update(jackpotLevels)
      .set({ pool: level.pool, version: level.version })
      .where(and(eq(jackpotLevels.id, level.id), eq(jackpotLevels.version, level.readVersion)))
      .returning({ id: jackpotLevels.id });
    if (moved.length === 0) throw new LevelMoved(`Jackpot level ${level.id} was hit meanwhile`);
  }
  if (plan.contributions.length > 0) await tx.insert(jackpotContributions).values(plan.contributions);
  if (plan.qualifying.length > 0)
    await tx.update(bets).set({ usedInJackpot: true }).where(inArray(bets.id, plan.qualifying));
  const qualifying = new Set(plan.qualifying);
  if (plan.hits.length === 0) return { qualifying, hitIds: [] };
  const hits = await tx
    .insert(jackpotHits)
    .values(plan.hits.map((hit) => ({ ...hit, status: 'approved' })))
    .returning({ id: jackpotHits.id });
  return { qualifying, hitIds: hits.map((hit) => hit.id) };
}
