import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FoldedFunding } from '../../jackpots/batch-funding';
import { debitAccounts } from '../../platform/wallet/conditional-debit';
import { hasPlacementLimit } from '../../responsible-gambling/bet-check';
import type { AccountAfter, NewBetRow, RequestKey } from './placement-request';

/** A placement the batch writes: its key and body hash, its new bets, and their stakes' one currency. */
export interface BatchItem {
  key: RequestKey;
  hash: string;
  rows: NewBetRow[];
  currency: string;
  /** Sum of the stakes, minor units. */
  total: number;
}

/** Runs the statement in the caller's transaction (the queue's PreparedStatements keep its plan). */
export type RunStatement = <Row>(query: SQL) => Promise<{ rows: Row[] }>;

/** What the statement did for one item. */
export interface BatchResult {
  /** True: the player has a stake limit or an exclusion; nothing was written, the request is placed alone. */
  limited: boolean;
  /** False: the key was already claimed (a retry or a twin); nothing was written for this item. */
  claimed: boolean;
  /** The account after the debit; null when it was not debited (key taken, no open account, too little money). */
  account: AccountAfter | null;
  /** Balance minus locked before this statement; null without an open account in the currency. */
  available: number | null;
  /** Ids the new bets got, by their index in the request. */
  ids: Map<number, number>;
}

/** What the statement did with the jackpot funding folded into it. */
export interface FundingResult {
  /** True: the plan was written with the bets; false: nothing of it was, and the bets are not yet funded. */
  applied: boolean;
  /** Levels the statement moved (fewer than planned while applied: a level moved meanwhile). */
  moved: number;
  /** The hits drawn, with the ids their bets got. */
  hits: { id: number; betId: number }[];
}

interface ResultRow {
  seq: number;
  limited: boolean;
  claimed: boolean;
  balance: string | null;
  locked: string | null;
  available: string | null;
  bets: string;
  funded: boolean;
  funding_moved: number;
  funded_hits: string;
}

/**
 * The statement's funding parts: its CTEs before and after the bets are stored, whether a bet is stored as
 * used in a jackpot, and the result columns. Without funding there are none of its CTEs at all: each one costs
 * the statement planning time even when it finds nothing.
 */
function fundingParts(funding: FoldedFunding | null, items: number) {
  if (!funding)
    return {
      check: sql``,
      writes: sql``,
      used: sql`false`,
      result: sql`false as funded, 0 as funding_moved, '[]' as funded_hits`,
    };
  return {
    check: sql`${funding.check(items)},`,
    writes: sql`, ${funding.writes}`,
    used: sql`b.used_in_jackpot and (select ok from funding_ok)`,
    result: sql`(select ok from funding_ok) as funded, (select count(*) from funding_levels)::int as funding_moved,
      (select coalesce(json_agg(json_build_array(h.id, h.bet_id)), '[]') from funded_hits h)::text as funded_hits`,
  };
}

function asNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/**
 * Writes a batch of placements in ONE statement, so that a batch costs one round trip to the database however
 * many requests it holds. Per item and all set-based: leave out the players whose limits must be checked one by
 * one (hasPlacementLimit), claim the request key (`ON CONFLICT DO NOTHING`: on
 * PostgreSQL this waits for a concurrent twin's transaction), debit the total stake only where the claim
 * succeeded, by the wallet's own conditional debit (debitAccounts: an open account whose `balance - locked`
 * covers it, so no account goes below zero), insert the bets only where the debit succeeded, and write one
 * keyed wallet operation per bet (`bet:{id}:stake`, with the balance after it as if the stakes were debited one
 * by one in request order).
 * Its text takes one of a few shapes (with or without funding, with or without hits), so `run` can keep its
 * plan: planning the CTEs cost PGlite more than running them.
 * Callers pass items of distinct players (one UPDATE moves an account once) and run it in a transaction, where
 * they delete the claims of items that were claimed but not debited.
 */
export async function writeBatch(
  run: RunStatement,
  items: readonly BatchItem[],
  funding: FoldedFunding | null,
): Promise<{ results: BatchResult[]; funding: FundingResult }> {
  if (new Set(items.map((item) => item.key.userId)).size !== items.length)
    throw new Error('A batch holds at most one placement per player');
  const placements = items.map((item, seq) => ({
    seq,
    user_id: item.key.userId,
    device_id: item.key.deviceId,
    request_key: item.key.requestKey,
    body_hash: item.hash,
    currency: item.currency,
    total: item.total,
  }));
  const newBets = items.flatMap((item) =>
    item.rows.map((row) => ({
      user_id: row.userId,
      ref: row.ref,
      type: row.type,
      status: row.status,
      result: row.result,
      is_vip: row.isVip,
      stake: row.stake,
      currency: row.currency,
      odds: row.odds,
      selections: row.selections,
      match_ids: `{${row.matchIds.join(',')}}`,
      system_id: row.systemId,
      custom_odds: row.customOdds,
      device_id: row.deviceId,
      request_key: row.requestKey,
      request_index: row.requestIndex,
      created_at: row.createdAt.toISOString(),
      used_in_jackpot: funding?.qualifies(row) ?? false,
    })),
  );
  const parts = fundingParts(funding, items.length);
  const result = await run<ResultRow>(sql`
    with input as (
      select p.*, ${hasPlacementLimit(sql`p.user_id`)} as limited
      from jsonb_to_recordset(${JSON.stringify(placements)}::jsonb) as p(
        seq int, user_id int, device_id text, request_key text, body_hash text, currency text, total bigint)
    ),
    claim as (
      insert into bet_requests (user_id, device_id, request_key, body_hash)
      select user_id, device_id, request_key, body_hash from input
      where not limited
      on conflict do nothing
      returning user_id
    ),
    debit as (${debitAccounts(sql`input p join claim c on c.user_id = p.user_id`)}),
    ${parts.check}
    placed as (
      insert into bets (user_id, ref, type, status, result, is_vip, stake, currency, odds, selections, match_ids,
        system_id, custom_odds, device_id, request_key, request_index, created_at, used_in_jackpot)
      select b.user_id, b.ref, b.type, b.status, b.result, b.is_vip, b.stake, b.currency, b.odds, b.selections,
        b.match_ids::int[], b.system_id, b.custom_odds, b.device_id, b.request_key, b.request_index, b.created_at,
        ${parts.used}
      from jsonb_to_recordset(${JSON.stringify(newBets)}::jsonb) as b(
        user_id int, ref text, type text, status text, result text, is_vip boolean, stake bigint, currency text,
        odds text, selections jsonb, match_ids text, system_id text, custom_odds text, device_id text,
        request_key text, request_index int, created_at timestamptz, used_in_jackpot boolean)
      join debit d on d.user_id = b.user_id
      order by b.user_id, b.request_index
      returning id, user_id, stake, currency, request_index
    ),
    operations as (
      insert into wallet_operations (key, user_id, currency, amount, balance_after, reason)
      select 'bet:' || b.id || ':stake', b.user_id, b.currency, -b.stake,
        d.balance + d.total - sum(b.stake) over (partition by b.user_id order by b.request_index), 'bet_stake'
      from placed b join debit d on d.user_id = b.user_id
    )
    ${parts.writes}
    select p.seq, p.limited, c.user_id is not null as claimed,
      d.balance::text as balance, d.locked::text as locked,
      (select (a.balance - a.locked)::text from wallet_accounts a
        where a.user_id = p.user_id and a.currency = p.currency and a.active) as available,
      (select coalesce(json_agg(json_build_array(b.request_index, b.id)), '[]') from placed b
        where b.user_id = p.user_id)::text as bets,
      ${parts.result}
    from input p
    left join claim c on c.user_id = p.user_id
    left join debit d on d.user_id = p.user_id
  `);
  const results: BatchResult[] = items.map(() => ({
    limited: false,
    claimed: false,
    account: null,
    available: null,
    ids: new Map(),
  }));
  const first = result.rows[0];
  const hits = first ? (JSON.parse(first.funded_hits) as [number, number][]) : [];
  const fundingResult: FundingResult = {
    applied: first?.funded ?? false,
    moved: Number(first?.funding_moved ?? 0),
    hits: hits.map(([id, betId]) => ({ id, betId })),
  };
  for (const row of result.rows) {
    const balance = asNumber(row.balance);
    results[row.seq] = {
      limited: row.limited,
      claimed: row.claimed,
      account: balance === null ? null : { balance, locked: asNumber(row.locked) ?? 0 },
      available: asNumber(row.available),
      ids: new Map(JSON.parse(row.bets) as [number, number][]),
    };
  }
  return { results, funding: fundingResult };
}
