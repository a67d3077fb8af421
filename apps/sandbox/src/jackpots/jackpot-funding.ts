import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { jackpotHits, jackpotLevels, jackpots } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';
import { levelsAfter, planFunding } from './funding-plan';
import type { BatchBet, FoldedFunding } from './batch-funding';
import type { FundingLevel, FundingPlan, HitDraw, StakedBet } from './funding-plan';

/** Thrown inside the placement transaction when a level moved under it: rolls the placement back whole. */
export class LevelMoved extends Error {}

/** What funding did: the bets that took part in a jackpot, and the hits drawn (still `approved`) with their bets. */
export interface Funded {
  qualifying: ReadonlySet<number>;
  hitIds: number[];
  hitBetIds: number[];
  /** The levels read (those of the bets' currencies) as the plan left them, once written in this transaction. */
  levels: FundingLevel[];
}

/** Funds the jackpots from bets placed in a transaction (placement's call into the jackpots module). */
export type JackpotFunding = (tx: DbExecutor, placed: readonly StakedBet[]) => Promise<Funded>;

/** What placement asks of the jackpots module (the jackpot service). */
export interface PlacementJackpots {
  /** Funds bets already stored, exactly: the levels read under lock (placeAlone, and a batch whose plan did not apply). */
  funding: JackpotFunding;
  /** A batch's funding to fold into its statement, planned from the levels in memory; null when no bet takes part. */
  foldInto(tx: DbExecutor, bets: readonly BatchBet[]): Promise<FoldedFunding | null>;
  /** The batch's statement wrote the folded plan: the levels move on with it, its hits are paid after the commit. */
  applied(funding: FoldedFunding, hitBetIds: readonly number[]): void;
}

const NOTHING: Funded = { qualifying: new Set(), hitIds: [], hitBetIds: [], levels: [] };

/**
 * Writes a plan's pools, contributions and `used_in_jackpot` in ONE statement (the exact path pays one round
 * trip for its writes, not one per level and table). Each level's update is conditional on the version it was
 * read at; fewer levels moved than planned means another transaction reset one meanwhile, and the placement is
 * rolled back whole.
 */
async function writePlan(tx: DbExecutor, plan: FundingPlan): Promise<void> {
  if (plan.levels.length === 0 && plan.qualifying.length === 0) return;
  // NOTE: the Database type spans both drivers, so `execute` is typed loosely; both answer `{ rows }`.
  const result = (await tx.execute(sql`
    with planned as (
      select * from jsonb_to_recordset(${JSON.stringify(plan.levels)}::jsonb)
        as p(id int, pool bigint, version int, "readVersion" int)
    ),
    moved as (
      update jackpot_levels l set pool = p.pool, version = p.version
      from planned p
      where l.id = p.id and l.version = p."readVersion"
      returning l.id
    ),
    contributed as (
      insert into jackpot_contributions (bet_id, level_id, amount)
      select c."betId", c."levelId", c.amount
      from jsonb_to_recordset(${JSON.stringify(plan.contributions)}::jsonb)
        as c("betId" int, "levelId" int, amount bigint)
      returning bet_id
    ),
    used as (
      update bets set used_in_jackpot = true
      where id = any(${`{${plan.qualifying.join(',')}}`}::int[])
      returning id
    )
    select (select count(*) from moved)::int as moved,
      (select count(*) from contributed)::int as contributed,
      (select count(*) from used)::int as used
  `)) as unknown as { rows: { moved: number }[] };
  if (Number(result.rows[0]?.moved ?? 0) < plan.levels.length)
    throw new LevelMoved('A jackpot level was hit meanwhile');
}

/**
 * The active levels of jackpots in `currencies` (all currencies when null), with their jackpots' terms, in id
 * order. `lock`: FOR UPDATE, so that on PostgreSQL concurrent placements queue here and each reads the pools the
 * last one wrote.
 */
export async function fundingLevels(
  tx: DbExecutor,
  currencies: readonly string[] | null,
  lock: boolean,
): Promise<FundingLevel[]> {
  const query = tx
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
      and(
        eq(jackpots.active, true),
        eq(jackpotLevels.active, true),
        currencies ? inArray(jackpots.currency, [...currencies]) : undefined,
      ),
    )
    .orderBy(asc(jackpotLevels.id));
  return lock ? query.for('update', { of: jackpotLevels }) : query;
}

/**
 * The exact funding, inside placement's transaction after the bets are stored and their stakes debited (placeAlone,
 * and a batch whose folded plan did not apply, batch-funding.ts): locks
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
  const levels = await fundingLevels(tx, currencies, true);
  if (levels.length === 0) return NOTHING;
  const plan = planFunding(
    levels,
    [...placed].sort((a, b) => a.id - b.id),
    draw,
  );
  await writePlan(tx, plan);
  const qualifying = new Set(plan.qualifying);
  const after = levelsAfter(levels, plan);
  if (plan.hits.length === 0) return { qualifying, hitIds: [], hitBetIds: [], levels: after };
  const hits = await tx
    .insert(jackpotHits)
    .values(plan.hits.map((hit) => ({ ...hit, status: 'approved' })))
    .returning({ id: jackpotHits.id });
  return {
    qualifying,
    hitIds: hits.map((hit) => hit.id),
    hitBetIds: plan.hits.map((hit) => hit.betId),
    levels: after,
  };
}
