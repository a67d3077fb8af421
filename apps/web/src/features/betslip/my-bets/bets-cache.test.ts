import { describe, expect, it } from 'vitest';
import { applyBetChanged, applyCashoutOffer, mergeBet, visibleBets } from './bets-cache';
import { betFixture, betsPage, cachedPages, legFixture } from './testing/bet-fixtures';

describe('My Bets list updates (SPEC §4 Lists)', () => {
  it('removes a VIP bet that becomes rejected from the list', () => {
    const list = cachedPages(betsPage([betFixture(1, { is_vip: true }), betFixture(2)]));
    const { data, found } = applyBetChanged(list, betFixture(1, { is_vip: true, status: 'rejected' }));
    expect(found).toBe(true);
    expect(data.pages[0]!.data.map((bet) => bet.id)).toEqual([2]);
  });

  it('keeps a rejected bet that is not VIP, replaced', () => {
    const list = cachedPages(betsPage([betFixture(1)]));
    const { data } = applyBetChanged(list, betFixture(1, { status: 'rejected' }));
    expect(data.pages[0]!.data[0]!.status).toBe('rejected');
  });

  it('replaces the bet on any page and merges its selections', () => {
    const combo = betFixture(3, { type: 'combo', selections: [legFixture(31, 2), legFixture(32, 1.5)] });
    const list = cachedPages(betsPage([betFixture(1)], 1, 2), betsPage([combo], 2, 2));
    const update = betFixture(3, {
      type: 'combo',
      status: 'done',
      result: 'lose_entire',
      win_amount: { value: 0, currency: 'EUR', subunits: 2 },
      to_cashout: null,
      selections: [{ ...legFixture(32, 1.5), status: 'lost' }],
    });
    const { data, found } = applyBetChanged(list, update);
    expect(found).toBe(true);
    expect(data.pages[0]).toBe(list.pages[0]);
    const bet = data.pages[1]!.data[0]!;
    expect(bet).toMatchObject({ status: 'done', result: 'lose_entire', to_cashout: null });
    expect(bet.selections.map((leg) => [leg.id, leg.status])).toEqual([
      [31, 'open'],
      [32, 'lost'],
    ]);
  });

  it('says when the list does not hold the bet and leaves it untouched', () => {
    const list = cachedPages(betsPage([betFixture(1)]));
    const { data, found } = applyBetChanged(list, betFixture(9));
    expect(found).toBe(false);
    expect(data).toBe(list);
  });

  it('adds selections the update brings after the known ones', () => {
    const merged = mergeBet(betFixture(1), betFixture(1, { selections: [legFixture(77, 3)] }));
    expect(merged.selections.map((leg) => leg.id)).toEqual([10, 77]);
  });

  it('moves the cashout offer of one bet only', () => {
    const list = cachedPages(betsPage([betFixture(1), betFixture(2)]));
    const next = applyCashoutOffer(list, 2, { value: 1234, currency: 'EUR', subunits: 2 });
    expect(next.pages[0]!.data.map((bet) => bet.to_cashout?.value ?? null)).toEqual([950, 1234]);
    expect(applyCashoutOffer(list, 1, null).pages[0]!.data[0]!.to_cashout).toBeNull();
  });

  it('never shows VIP bets already rejected when the list loads', () => {
    const bets = [betFixture(1, { is_vip: true, status: 'rejected' }), betFixture(2, { status: 'rejected' })];
    expect(visibleBets(bets).map((bet) => bet.id)).toEqual([2]);
  });
});
