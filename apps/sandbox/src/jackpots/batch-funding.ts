import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { levelsAfter, planFunding, qualifies } from './funding-plan';
import type { FundingLevel, HitDraw } from './funding-plan';

/** A bet of a placement batch before it is stored: its player and its index in the request name it. */
export interface BatchBet {
  userId: number;
  requestIndex: number;
  stake: number;
  currency: string;
}

/**
 * Jackpot funding folded into the placement batch's one statement (sportsbook/bets/placement-statement.ts), so
 * that a batch pays no round trip of its own for the jackpots. Planned before the bets have ids, from levels the
 * jackpot service keeps in memory; the statement applies it only when every item of the batch was debited and
 * every level still holds the pool and version the plan started from. Otherwise it writes nothing of it and
 * placement funds the bets the exact way (fundJackpots) in the same transaction.
 */
export interface FoldedFunding {
  /** Whether the bet takes part in a jackpot: stored with `used_in_jackpot` when the plan applies. */
  qualifies(bet: { userId: number; requestIndex: number }): boolean;
  /** The CTEs `funding_planned` and `funding_ok (ok)`, before the bets are stored; reads `debit`. */
  check(items: number): SQL;
  /**
   * CTEs after the bets are stored, reading `placed (id, user_id, request_index)`: the pools, the contributions
   * and the hits, the last two `funding_levels (id)` and `funded_hits (id, bet_id)`.
   */
  writes: SQL;
  /** How many levels the plan moves; fewer moved means another transaction moved one meanwhile. */
  levels: number;
  /** The levels as the plan leaves them, once it was written (the service's copy moves on with them). */
  after(): FundingLevel[];
}

/** `funded_hits` of a plan that drew no hit (most batches): nothing to plan or insert. */
const noHits = sql`funded_hits as (select 0 as id, 0 as bet_id where false)`;

/** `funded_hits (id, bet_id)`: the hits drawn, inserted with the ids their bets got. */
function hitWrites(hits: readonly object[]): SQL {
  return sql`funded_hits as (
    insert into jackpot_hits (jackpot_id, level_id, level_version, bet_id, user_id, amount, currency, status)
    select h."jackpotId", h."levelId", h."levelVersion", b.id, b.user_id, h.amount, h.currency, 'approved'
    from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb)
      as h("userId" int, "requestIndex" int, "jackpotId" int, "levelId" int, "levelVersion" int,
        amount bigint, currency text)
    join placed b on b.user_id = h."userId" and b.request_index = h."requestIndex"
    where (select ok from funding_ok)
    returning id, bet_id
  )`;
}

const slotOf = (bet: { userId: number; requestIndex: number }) => `${bet.userId}:${bet.requestIndex}`;

/**
 * Plans a batch's funding from `levels`, in the order the statement stores the bets (by player, then request
 * index, which is their id order). Null when no bet of the batch takes part in a jackpot.
 */
export function foldFunding(
  levels: readonly FundingLevel[],
  bets: readonly BatchBet[],
  draw: HitDraw,
): FoldedFunding | null {
  const ordered = [...bets].sort((a, b) => a.userId - b.userId || a.requestIndex - b.requestIndex);
  // NOTE: planFunding orders and names bets by id; before they are stored, a bet's place in `ordered` stands in.
  const staked = ordered.map((bet, index) => ({ ...bet, id: index + 1, freebet: false }));
  if (!staked.some((bet) => levels.some((level) => qualifies(bet, level)))) return null;
  const plan = planFunding(levels, staked, draw);
  const slot = (id: number) => ordered[id - 1]!;
  const qualifying = new Set(plan.qualifying.map((id) => slotOf(slot(id))));
  const read = new Map(levels.map((level) => [level.id, level]));
  const planned = plan.levels.map((level) => ({ ...level, readPool: read.get(level.id)!.pool }));
  // NOTE: only the bet's name goes into the statement's JSON, not the whole bet (selections and all).
  const nameOf = (id: number) => {
    const { userId, requestIndex } = slot(id);
    return { userId, requestIndex };
  };
  const contributions = plan.contributions.map(({ betId, ...rest }) => ({ ...nameOf(betId), ...rest }));
  const hits = plan.hits.map(({ betId, ...rest }) => ({ ...nameOf(betId), ...rest }));
  return {
    qualifies: (bet) => qualifying.has(slotOf(bet)),
    levels: planned.length,
    check: (items) => sql`funding_planned as (
        select * from jsonb_to_recordset(${JSON.stringify(planned)}::jsonb)
          as p(id int, pool bigint, version int, "readPool" bigint, "readVersion" int)
      ),
      funding_ok as (
        select (select count(*) from debit) = ${items}
          and (select count(*) from jackpot_levels l join funding_planned p
            on l.id = p.id and l.pool = p."readPool" and l.version = p."readVersion") = ${planned.length} as ok
      )`,
    writes: sql`funding_levels as (
        update jackpot_levels l set pool = p.pool, version = p.version
        from funding_planned p
        where l.id = p.id and l.pool = p."readPool" and l.version = p."readVersion"
          and (select ok from funding_ok)
        returning l.id
      ),
      funding_contributed as (
        insert into jackpot_contributions (bet_id, level_id, amount)
        select b.id, c."levelId", c.amount
        from jsonb_to_recordset(${JSON.stringify(contributions)}::jsonb)
          as c("userId" int, "requestIndex" int, "levelId" int, amount bigint)
        join placed b on b.user_id = c."userId" and b.request_index = c."requestIndex"
        where (select ok from funding_ok)
      ),
      ${hits.length === 0 ? noHits : hitWrites(hits)}`,
    after: () => levelsAfter(levels, plan),
  };
}
