import { BETS_PAGE_SIZE } from '@sportsbook/contract/refs';
import { describe, expect, it } from 'vitest';
import { betMatchesFilters, betsQuery } from './bet-filters';
import { betFixture } from './testing/bet-fixtures';

describe('My Bets filters → GET /bets query', () => {
  it('asks for every bet with no status or result when both filters are all', () => {
    expect(betsQuery({ bet: 'all', result: 'all' })).toEqual({ page: 1, limit: BETS_PAGE_SIZE });
  });

  it('maps open to the statuses still waiting for a result', () => {
    expect(betsQuery({ bet: 'open', result: 'all' }).status).toEqual([
      'submitted',
      'waiting_results',
      'ready_to_process',
      'cashout_in_progress',
    ]);
  });

  it('maps settled to the finished statuses and a result filter to its results, on the page asked', () => {
    expect(betsQuery({ bet: 'settled', result: 'win' }, 3)).toEqual({
      status: ['done', 'cashed_out', 'cancelled', 'withdrawn'],
      result: ['win_entire', 'refund_half_win_other'],
      page: 3,
      limit: BETS_PAGE_SIZE,
    });
    expect(betsQuery({ bet: 'all', result: 'lose' }).result).toEqual([
      'lose_entire',
      'refund_half_lose_other',
    ]);
    expect(betsQuery({ bet: 'all', result: 'refund' }).result).toEqual(['refund_entire', 'canceled']);
  });

  it('tells whether a bet belongs to a filtered list as the server would', () => {
    const open = betFixture(1);
    const won = betFixture(2, { status: 'done', result: 'win_entire' });
    expect(betMatchesFilters(open, { bet: 'open', result: 'all' })).toBe(true);
    expect(betMatchesFilters(open, { bet: 'settled', result: 'all' })).toBe(false);
    expect(betMatchesFilters(won, { bet: 'settled', result: 'win' })).toBe(true);
    expect(betMatchesFilters(won, { bet: 'all', result: 'lose' })).toBe(false);
  });
});
