import type { Notification } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day';

const at = (id: number, created_at: string): Notification => ({
  id,
  title: 't',
  body: 'b',
  caption: null,
  type: 'bet',
  object_type: 'bet',
  object_id: id,
  read: false,
  created_at,
});

describe('the panel lists notifications by day', () => {
  it('groups a newest-first list into days of the player’s time zone, keeping the order', () => {
    const items = [
      at(3, '2026-11-26T09:00:00.000Z'),
      at(2, '2026-11-26T01:00:00.000Z'),
      at(1, '2026-11-25T23:30:00.000Z'),
    ];
    expect(groupByDay(items, 'UTC').map((day) => [day.day, day.items.map((item) => item.id)])).toEqual([
      ['2026-11-26', [3, 2]],
      ['2026-11-25', [1]],
    ]);
    // In New York (UTC-5) 01:00Z on the 26th is still the evening of the 25th.
    expect(groupByDay(items, 'America/New_York').map((day) => day.items.length)).toEqual([1, 2]);
  });
});
