import type { Bet, BetResult, BetStatus, Pagination } from '@sportsbook/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { bets } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { betView } from './bet-view';
import { cashoutOffer } from './cashout-offer';

/** A page of the player's bets, newest first, optionally of some statuses and results (SPEC §7 `GET /bets`, §9 paging). */
export async function listBets(
  deps: SandboxDeps,
  userId: number,
  query: { status?: BetStatus[] | undefined; result?: BetResult[] | undefined; page: number; limit: number },
): Promise<{ data: Bet[]; pagination: Pagination }> {
  const where = and(
    eq(bets.userId, userId),
    query.status && query.status.length > 0 ? inArray(bets.status, query.status) : undefined,
    query.result && query.result.length > 0 ? inArray(bets.result, query.result) : undefined,
  );
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(bets).where(where);
  const rows = await deps.db
    .select()
    .from(bets)
    .where(where)
    .orderBy(desc(bets.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map((row) => betView(row, cashoutOffer(deps.catalogue, row))),
    pagination: {
      total,
      page: query.page,
      limit: query.limit,
      last_page: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}
