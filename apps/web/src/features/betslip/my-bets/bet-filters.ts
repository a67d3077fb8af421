import { BETS_PAGE_SIZE } from '@sportsbook/contract/refs';
import type { Bet, BetFilter, BetResult, BetStatus, ResultFilter } from '@sportsbook/contract';

/** My Bets' bet filter (SPEC §3 Bet filters): all, open or settled bets. */
export type BetFilterValue = (typeof BetFilter.options)[number];
/** My Bets' result filter (SPEC §3 Result filters): all, win, lose or refund. */
export type ResultFilterValue = (typeof ResultFilter.options)[number];

/** The two filters of My Bets together. */
export interface MyBetsFilters {
  bet: BetFilterValue;
  result: ResultFilterValue;
}

/** What My Bets shows first: the open bets, every result (the slip's second tab is mostly about them). */
export const DEFAULT_MY_BETS_FILTERS: MyBetsFilters = { bet: 'open', result: 'all' };

/** Statuses of bets still waiting for their result (the open filter). */
export const OPEN_STATUSES: readonly BetStatus[] = [
  'submitted',
  'waiting_results',
  'ready_to_process',
  'cashout_in_progress',
];

/** Statuses of bets that are over: settled, cashed out, cancelled or withdrawn (the settled filter). */
export const SETTLED_STATUSES: readonly BetStatus[] = ['done', 'cashed_out', 'cancelled', 'withdrawn'];

/**
 * Results behind each result filter: a half win counts as a win and a half loss as a loss (the player got
 * money back or lost some), a cancelled bet as a refund.
 */
export const RESULTS_BY_FILTER: Record<Exclude<ResultFilterValue, 'all'>, readonly BetResult[]> = {
  win: ['win_entire', 'refund_half_win_other'],
  lose: ['lose_entire', 'refund_half_lose_other'],
  refund: ['refund_entire', 'canceled'],
};

const STATUSES_BY_FILTER: Record<BetFilterValue, readonly BetStatus[] | null> = {
  all: null,
  open: OPEN_STATUSES,
  settled: SETTLED_STATUSES,
};

/** The query of `GET /bets` for one page of the filtered list (page size from the contract, first page 1). */
export function betsQuery(filters: MyBetsFilters, page = 1) {
  const status = STATUSES_BY_FILTER[filters.bet];
  const result = filters.result === 'all' ? null : RESULTS_BY_FILTER[filters.result];
  return {
    ...(status ? { status: [...status] } : {}),
    ...(result ? { result: [...result] } : {}),
    page,
    limit: BETS_PAGE_SIZE,
  };
}

/** Whether a bet belongs in the list of these filters (what the server would answer for it). */
export function betMatchesFilters(bet: Bet, filters: MyBetsFilters): boolean {
  const status = STATUSES_BY_FILTER[filters.bet];
  if (status && !status.includes(bet.status)) return false;
  return filters.result === 'all' || RESULTS_BY_FILTER[filters.result].includes(bet.result);
}

/** Whether a bet can still change (its result is not known yet): the open filter's statuses. */
export function isOpenBet(bet: Bet): boolean {
  return OPEN_STATUSES.includes(bet.status);
}
