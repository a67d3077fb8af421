import type { Bet } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { betNotification } from './bet-notifications';

const open: Bet = {
  id: 7,
  ref: 'B-7',
  type: 'single',
  status: 'waiting_results',
  created_at: '2026-11-21T18:00:00.000Z',
  result: 'no_results',
  is_vip: false,
  stake: { value: 1_000, currency: 'EUR', subunits: 2 },
  win_amount: null,
  odds: 2,
  selections: [],
  to_cashout: null,
  bonus: null,
  system: null,
  used_in_jackpot: false,
} as unknown as Bet; // NOTE: selections are not read here, so the sample leaves them empty.

describe('which bet changes raise a notification', () => {
  it('an open bet raises none', () => {
    expect(betNotification(1, open)).toBeNull();
  });

  it('a cashed-out bet raises bet_cashed_out with the amount paid', () => {
    const row = betNotification(1, {
      ...open,
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: { value: 1_234, currency: 'EUR', subunits: 2 },
    });
    expect(row).toMatchObject({
      kind: 'bet',
      template: 'bet_cashed_out',
      objectId: 7,
      params: { ref: 'B-7', amount: '12.34 EUR' },
      dedupeKey: 'bet:7:bet_cashed_out',
    });
  });

  it('a cancelled bet returns its stake; a settled VIP bet is of kind vip_bet', () => {
    expect(betNotification(1, { ...open, status: 'cancelled', result: 'canceled' })?.params).toEqual({
      ref: 'B-7',
      amount: '10.00 EUR',
    });
    expect(
      betNotification(1, { ...open, is_vip: true, status: 'done', result: 'lose_entire' }),
    ).toMatchObject({
      kind: 'vip_bet',
      template: 'bet_lost',
    });
  });
});
