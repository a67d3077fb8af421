import type { Notification } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { pushMessageOf } from './push-message';

const settled: Notification = {
  id: 41,
  title: 'Bet won',
  body: 'Your bet B-7 won 20.00 EUR.',
  caption: 'B-7',
  type: 'bet',
  object_type: 'bet',
  object_id: 7,
  read: false,
  created_at: '2026-11-26T23:00:00.000Z',
};

describe('what a notification’s push carries (issue 22)', () => {
  it('a bet’s push opens My Bets on that bet and marks the notification read', () => {
    expect(pushMessageOf(settled)).toEqual({
      title: 'Bet won',
      body: 'Your bet B-7 won 20.00 EUR.',
      tag: 'notification-41',
      url: '/?open_bet=7&notification=41',
    });
  });

  it('a push about nothing to open leads to the site', () => {
    const maintenance = { ...settled, type: 'maintenance', object_type: null, object_id: null } as const;
    expect(pushMessageOf(maintenance).url).toBe('/?notification=41');
  });

  it('a bonus’s push opens the Promotions page, where the player’s bonuses are', () => {
    const bonus = { ...settled, type: 'bonus', object_type: 'bonus', object_id: 12 } as const;
    expect(pushMessageOf(bonus).url).toBe('/promotions?notification=41');
  });

  it('a jackpot hit’s push opens the jackpot’s details', () => {
    const hit = { ...settled, type: 'jackpot', object_type: 'jackpot_hit', object_id: 3 } as const;
    expect(pushMessageOf(hit).url).toBe('/?open_jackpot=1&notification=41');
  });
});
